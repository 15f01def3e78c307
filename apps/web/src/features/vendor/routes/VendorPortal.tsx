import { PortalLayout } from '../../../components/layout/PortalLayout.tsx';
import { paths } from '../../../config/paths.ts';

const LINKS = [
  { to: paths.vendor, label: 'Dashboard', end: true },
  { to: paths.vendorProducts, label: 'Products' },
  { to: paths.vendorImport, label: 'Import' },
  { to: paths.vendorOrders, label: 'Order items' },
  { to: paths.vendorEarnings, label: 'Earnings' },
];

/** The vendor portal's layout and guard (decisions/0011): only a Vendor enters; the portal's menu. */
export default function VendorPortal() {
  return (
    <PortalLayout name="Vendor portal" accountType="Vendor" signInPath={paths.vendorLogin} links={LINKS} />
  );
}
