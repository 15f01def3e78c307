import { PortalLayout } from '../../../components/layout/PortalLayout.tsx';
import { paths } from '../../../config/paths.ts';
import { useFocusAcrossSearch } from '../hooks/use-focus-across-search.ts';

const LINKS = [
  { to: paths.admin, label: 'Dashboard', end: true },
  { to: paths.adminUsers, label: 'Users' },
  { to: paths.adminVerifications, label: 'Verifications' },
  { to: paths.adminCatalogue, label: 'Catalogue' },
  { to: paths.adminOrders, label: 'Orders' },
  { to: paths.adminReturns, label: 'Returns' },
  { to: paths.adminPayouts, label: 'Payouts' },
  { to: paths.adminLeads, label: 'Leads' },
  { to: paths.adminSettings, label: 'Settings' },
  { to: paths.adminAudit, label: 'Audit log' },
];

/**
 * The admin console's layout and guard: only an Admin enters (the app's guard has already signed out an admin
 * without the one-time code, and every /api/admin route checks the code on the server). A keyboard user's
 * focus stays on the tab, filter or page control they used when the page's address changes.
 */
export default function AdminPortal() {
  useFocusAcrossSearch();
  return <PortalLayout name="Admin console" accountType="Admin" signInPath={paths.login} links={LINKS} />;
}
