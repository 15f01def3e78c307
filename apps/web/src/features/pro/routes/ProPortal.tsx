import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.tsx';

const LINKS = [
  { to: paths.pro, label: 'Dashboard', end: true },
  { to: paths.proShowroom, label: 'Showroom', end: false },
  { to: paths.proMarkups, label: 'Markups', end: false },
  { to: paths.proCoupons, label: 'Coupons', end: false },
  { to: paths.proClients, label: 'Clients', end: false },
  { to: paths.proSubscription, label: 'Subscription', end: false },
  { to: paths.payoutSetup, label: 'Payouts', end: false },
];

/**
 * The pro portal's layout and guard (decisions/0011): signed-out visitors go to the portal's sign-in (and come
 * back), a signed-in account that is not a pro goes home; a pro gets the portal's menu beside the page.
 */
export default function ProPortal() {
  const { user, status } = useSession();
  const location = useLocation();
  if (status === 'loading')
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading your portal" />
      </div>
    );
  if (!user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${paths.proLogin}?redirect=${back}`} replace />;
  }
  if (user.type !== 'Contractor') return <Navigate to={paths.home} replace />;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 md:grid-cols-[12rem_1fr] md:py-10">
      <nav aria-label="Pro portal" className="md:border-r md:border-slate-200 md:pr-4">
        <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">Pro portal</p>
        <ul className="flex flex-wrap gap-2 md:flex-col">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'} ${focusRing}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
