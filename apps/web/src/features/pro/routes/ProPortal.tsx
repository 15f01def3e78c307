import { PortalLayout } from '../../../components/layout/PortalLayout.tsx';
import { paths } from '../../../config/paths.ts';

const LINKS = [
  { to: paths.pro, label: 'Dashboard', end: true },
  { to: paths.proShowroom, label: 'Showroom' },
  { to: paths.proMarkups, label: 'Markups' },
  { to: paths.proRates, label: 'Rates' },
  { to: paths.proCoupons, label: 'Coupons' },
  { to: paths.proClients, label: 'Clients' },
  { to: paths.proProjects, label: 'Projects' },
  { to: paths.proDesignerRequests, label: 'Design requests' },
  { to: paths.proSubscription, label: 'Subscription' },
  { to: paths.payoutSetup, label: 'Payouts' },
];

/** The pro portal's layout and guard (decisions/0011): only a Contractor enters; the portal's menu. */
export default function ProPortal() {
  return (
    <PortalLayout name="Pro portal" accountType="Contractor" signInPath={paths.proLogin} links={LINKS} />
  );
}
