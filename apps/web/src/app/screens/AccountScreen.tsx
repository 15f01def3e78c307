import AccountPage from '../../features/account/routes/AccountPage.tsx';
import { AdminConsoleLink } from '../../features/admin/components/AdminConsoleLink.tsx';
import { ProVerificationQueue } from '../../features/admin/components/ProVerificationQueue.tsx';
import { ManageOrdersSection } from '../../features/orders/components/ManageOrdersSection.tsx';

/**
 * /account: the account page, with the admin's pro verification queue and the orders an admin or a vendor
 * manages below it, and first of all the admin's way into the console (app/ composes features).
 */
export default function AccountScreen() {
  return (
    <>
      <AdminConsoleLink />
      <AccountPage>
        <ProVerificationQueue />
        <ManageOrdersSection />
      </AccountPage>
    </>
  );
}
