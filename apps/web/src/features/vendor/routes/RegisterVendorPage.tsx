import { INVITE_QUERY } from '@app/domain/pros/invitations';
import type { VendorRegistered } from '@app/domain/vendors/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { paths } from '../../../config/paths.ts';
import { RegisterVendorForm } from '../components/RegisterVendorForm.tsx';

/** What the vendor reads once registered: the account waits for the admin; the email is to be confirmed. */
function Registered({ registered }: { registered: VendorRegistered }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4 text-center">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
        Thank you: {registered.application.company_name} is registered
      </h2>
      <p className="text-sm text-slate-700">
        We review every vendor and the brands it sells ({registered.application.brand_names.join(', ')})
        before its products go live, and email {registered.user.email} our decision. Meanwhile, please confirm
        your email with the link we sent.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.vendorLogin}>Vendor sign in</ButtonLink>
        <ButtonLink to={paths.home} variant="outline">
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}

/** /register/vendor: a manufacturer or distributor applies to sell (issue 12), on its own or invited. */
export default function RegisterVendorPage() {
  const [query] = useSearchParams();
  const invitation = query.get(INVITE_QUERY.invitation) || null;
  const [registered, setRegistered] = useState<VendorRegistered | null>(null);
  return (
    <AuthLayout
      wide
      title="Sell with us"
      subtitle="List your products for homeowners and pros across the U.S.: they design with them in 3-D and order in one checkout."
    >
      {registered ? (
        <Registered registered={registered} />
      ) : (
        <>
          {invitation && (
            <div className="mb-6">
              <FormAlert tone="info">
                You were invited to sell with us: register with the email address the invitation was sent to.
              </FormAlert>
            </div>
          )}
          <RegisterVendorForm invitation={invitation} onRegistered={setRegistered} />
        </>
      )}
    </AuthLayout>
  );
}
