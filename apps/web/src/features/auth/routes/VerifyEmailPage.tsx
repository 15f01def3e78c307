import { safeRedirect } from '@app/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { readStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { ResendVerificationButton } from '../components/ResendVerificationButton.tsx';

const continuePath = () => {
  const stored = safeRedirect(readStored<string>(STORAGE_KEYS.redirect_to));
  return stored && stored !== paths.verifyNotice && !stored.startsWith('/verify/') ? stored : paths.home;
};

/** /verify/{hash}: confirms the email from the mailed link, then offers to continue. */
export default function VerifyEmailPage() {
  const { hash = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { status, refreshUser } = useSession();
  const verification = useVerifyEmail(hash, search);

  // A signed-in user gets the verified state at once, so the guard stops sending them to /verifiction.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!verification.isSuccess || refreshed.current || status !== 'authenticated') return;
    refreshed.current = true;
    void refreshUser();
  }, [verification.isSuccess, status, refreshUser]);

  if (verification.isPending) {
    return (
      <AuthLayout title="Verifying your email">
        <div className="flex justify-center py-6 text-brand-700">
          <Spinner size="lg" label="Verifying your email" />
        </div>
      </AuthLayout>
    );
  }

  if (verification.isSuccess) {
    return (
      <AuthLayout title="Email verified">
        <div className="space-y-5 text-center">
          <FormAlert tone="success">
            {verification.data.message || 'Your email address is verified. Thank you!'}
          </FormAlert>
          {status === 'authenticated' ? (
            <Button fullWidth size="lg" onClick={() => navigate(continuePath(), { replace: true })}>
              Continue
            </Button>
          ) : (
            <ButtonLink to={paths.login} size="lg" className="w-full">
              Sign In
            </ButtonLink>
          )}
        </div>
      </AuthLayout>
    );
  }

  const error = verification.error;
  const message =
    (isApiError(error) && error.body?.message) || 'This verification link is not valid or has expired.';
  return (
    <AuthLayout title="We could not verify your email">
      <div className="space-y-5 text-center text-sm text-slate-700">
        <FormAlert>{message}</FormAlert>
        {status === 'authenticated' ? (
          <ResendVerificationButton fullWidth size="lg" />
        ) : (
          <p>
            Sign in to ask for a new verification link.{' '}
            <ButtonLink variant="link" to={paths.login}>
              Sign In
            </ButtonLink>
          </p>
        )}
      </div>
    </AuthLayout>
  );
}
