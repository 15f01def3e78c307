import type { AiUser } from '@app/domain/ai-design/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { aiQueryKeys } from '../../../lib/ai-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSettings } from '../../../lib/settings.ts';
import { notify } from '../../../lib/toast.ts';
import { useLinkAiAccount } from '../api/ai-link.ts';

/**
 * Optional (issue 26 point 1): a visitor signed in to both accounts may link the AI account to the shop's.
 * Shown only then; once linked it says so.
 */
export function LinkAccount({ user }: { user: AiUser }) {
  const { status } = useSession();
  const { appName } = useSettings();
  const client = useQueryClient();
  const link = useLinkAiAccount();
  const [problem, setProblem] = useState<string | null>(null);
  if (user.linked)
    return (
      <p className="text-sm text-slate-600">Your AI design account is linked to your {appName} account.</p>
    );
  if (status !== 'authenticated') return null;

  const onClick = () => {
    setProblem(null);
    link.mutate(undefined, {
      onSuccess: (answer) => {
        client.setQueryData(aiQueryKeys.user, answer.data.user);
        if (answer.message) notify.success(answer.message);
      },
      onError: (error) =>
        setProblem(
          (isApiError(error) && error.body?.message) || 'The accounts could not be linked. Please try again.',
        ),
    });
  };
  return (
    <div className="space-y-3 rounded-md border border-slate-200 p-4">
      <p className="text-sm text-slate-700">
        You are also signed in to {appName}. Linking is optional: the accounts keep their own sign-in.
      </p>
      <Button variant="outline" size="sm" loading={link.isPending} onClick={onClick}>
        Link to my {appName} account
      </Button>
      {problem && <FormAlert>{problem}</FormAlert>}
    </div>
  );
}
