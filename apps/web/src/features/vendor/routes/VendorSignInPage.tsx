import { PortalSignInForm } from '../../../components/forms/PortalSignInForm.tsx';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * /vendor/login: the vendor portal's own sign-in (decisions/0011), as /pro/login works: only a Vendor enters;
 * a vendor still waiting for the admin reads the spec's pending-approval message.
 */
export default function VendorSignInPage() {
  return (
    <AuthLayout
      title="Vendor sign in"
      subtitle="List your products, fulfil your order items, follow your earnings."
    >
      <PortalSignInForm
        portal="vendor"
        home={paths.vendor}
        label="Vendor sign in"
        pendingHelp={() => (
          <span>
            We review every vendor before its products go live and email you the decision.{' '}
            <TextLink to={paths.contact} tone="strong">
              Contact us
            </TextLink>
          </span>
        )}
        footer={
          <p className="text-center text-sm text-slate-600">
            New vendor?{' '}
            <TextLink to={paths.registerVendor} tone="strong">
              Sell with us
            </TextLink>
          </p>
        }
      />
    </AuthLayout>
  );
}
