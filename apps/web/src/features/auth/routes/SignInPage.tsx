import { isAdmin } from '@app/domain';
import { useCallback, useState } from 'react';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { isOtpVerified } from '../../../lib/storage.ts';
import { AdminOtpStep } from '../components/AdminOtpStep.tsx';
import { SignInForm } from '../components/SignInForm.tsx';
import { SocialButtons } from '../components/SocialButtons.tsx';

/** /login (spec points 2 and 4). An admin who signed in but has no OTP cookie yet continues with the code. */
export default function SignInPage() {
  const { user } = useSession();
  const [step, setStep] = useState<'credentials' | 'otp'>(() =>
    user && isAdmin(user.type) && !isOtpVerified() ? 'otp' : 'credentials',
  );
  const askForOtp = useCallback(() => setStep('otp'), []);

  if (step === 'otp') {
    return (
      <AuthLayout title="Verify it's you" subtitle="One more step to sign in as an administrator.">
        <AdminOtpStep />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign In" subtitle="Welcome back. Sign in to continue your project.">
      <SignInForm onAdminOtp={askForOtp} />
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <SocialButtons onAdminOtp={askForOtp} />
      <nav aria-label="More options" className="mt-6 flex flex-col items-center gap-3 text-sm">
        <TextLink to={paths.register} tone="strong">
          Sign up for free as a homeowner
        </TextLink>
        <TextLink to={paths.home} tone="muted">
          Continue Shopping
        </TextLink>
      </nav>
    </AuthLayout>
  );
}
