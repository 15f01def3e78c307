import { PortalSignInForm } from '../../../components/forms/PortalSignInForm.tsx';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';

/** /pro/login: the pro portal's own sign-in (decisions/0011); the main sign-in page stays the homeowners'. */
export default function ProSignInPage() {
  return (
    <AuthLayout title="Pro sign in" subtitle="Run your showroom: orders, earnings and payouts.">
      <PortalSignInForm
        portal="pro"
        home={paths.pro}
        label="Pro sign in"
        // A pro waiting for approval (or declined) learns where it stands on /account_verify.
        pendingHelp={(email) => (
          <TextLink to={paths.accountVerify} state={{ email }} tone="strong">
            See where your verification stands
          </TextLink>
        )}
        footer={
          <p className="text-center text-sm text-slate-600">
            New pro?{' '}
            <TextLink to={paths.registerContractor} tone="strong">
              Open your pro showroom
            </TextLink>
          </p>
        }
      />
    </AuthLayout>
  );
}
