import AccountPage from '../../features/account/routes/AccountPage.tsx';
import { ProVerificationQueue } from '../../features/admin/components/ProVerificationQueue.tsx';
import { ManageOrdersSection } from '../../features/orders/components/ManageOrdersSection.tsx';

/**
 * /account: the account page, with the admin's pro verification queue and the orders an admin or a vendor
 * manages below it (app/ composes features).
 */
export default function AccountScreen() {
  return (
    <AccountPage>
      <ProVerificationQueue />
      <ManageOrdersSection />
    </AccountPage>
  );
}
