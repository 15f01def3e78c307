import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { InvitedShowroom } from '../../../components/showroom/InvitedShowroom.tsx';
import { RegisterWizard } from '../components/register/RegisterWizard.tsx';

/** /register: homeowners sign up in three steps (spec points 2, 4 and 5). */
export default function RegisterPage() {
  return (
    <AuthLayout wide title="Create your account" subtitle="Sign up for free as a homeowner.">
      <InvitedShowroom />
      <RegisterWizard />
    </AuthLayout>
  );
}
