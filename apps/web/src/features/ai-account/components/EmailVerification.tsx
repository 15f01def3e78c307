import type { AiUser } from '@app/domain/ai-design/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { aiQueryKeys } from '../../../lib/ai-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useVerifyAiEmail } from '../api/ai-email.ts';
import { ResendAiVerificationButton } from './ResendAiVerificationButton.tsx';

/**
 * The AI account's email: verified from the mailed link (`?verify=` on /design-ai/welcome, no session
 * needed), or, while it is not, where the link went and 'Resend verification email'.
 */
export function EmailVerification({ hash, user }: { hash: string | null; user: AiUser | null }) {
  const client = useQueryClient();
  const verification = useVerifyAiEmail(hash);

  // The AI user of this browser is the one verified, most likely: it shows as verified without asking again.
  useEffect(() => {
    if (!verification.isSuccess) return;
    client.setQueryData<AiUser | null>(aiQueryKeys.user, (u) => (u ? { ...u, email_verified: true } : u));
  }, [verification.isSuccess, client]);

  if (hash && verification.isPending)
    return (
      <div className="flex justify-center py-2 text-brand-700">
        <Spinner label="Verifying your email" />
      </div>
    );
  if (hash && verification.isSuccess)
    return (
      <FormAlert tone="success">
        {verification.data.message || 'Your email address is verified. Thank you!'}
      </FormAlert>
    );
  const failed = hash && verification.isError;
  if (!failed && (!user || user.email_verified)) return null;
  const error = verification.error;
  return (
    <div className="space-y-3">
      {failed && (
        <FormAlert>
          {(isApiError(error) && error.body?.message) ||
            'This verification link is not valid or has expired.'}
        </FormAlert>
      )}
      {user && !user.email_verified && (
        <div className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
          <p>
            Please verify your email: we sent a link to <span className="font-semibold">{user.email}</span>.
          </p>
          <ResendAiVerificationButton size="sm" className="shrink-0" />
        </div>
      )}
    </div>
  );
}
