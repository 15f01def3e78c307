import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useSession } from '../../../lib/session.tsx';
import { ResendVerificationButton } from '../components/ResendVerificationButton.tsx';

/** /verifiction (spelt as the spec spells it): a signed-in user whose email is not verified yet. */
export default function VerifyNoticePage() {
  const { user, logout } = useSession();
  return (
    <AuthLayout title="Verify your email address">
      <div className="space-y-5 text-center text-sm text-slate-700">
        <p>
          We sent a verification link to{' '}
          <strong className="break-all text-slate-900">{user?.email ?? 'your email address'}</strong>. Open it
          to activate your account. If it has not arrived within a few minutes, check your spam folder or ask
          for a new one.
        </p>
        <ResendVerificationButton fullWidth size="lg" />
        <p>
          Not you?{' '}
          <Button variant="link" onClick={() => void logout()}>
            Log out
          </Button>
        </p>
      </div>
    </AuthLayout>
  );
}
