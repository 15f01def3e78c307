import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { focusRing } from '../ui/focus-ring.ts';
import { Spinner } from '../ui/Spinner.tsx';

export type PortalLink = { to: string; label: string; end?: boolean };

type Props = {
  /** The portal's name: the menu's label ("Pro portal"). */
  name: string;
  /** The account type the portal is for; any other signed-in account goes home. */
  accountType: string;
  /** Where a signed-out visitor signs in (and comes back with `redirect`). */
  signInPath: string;
  links: readonly PortalLink[];
};

/**
 * A portal's layout and guard (decisions/0011): signed-out visitors go to the portal's sign-in (and come back),
 * a signed-in account of another type goes home; the right account gets the portal's menu beside the page.
 */
export function PortalLayout({ name, accountType, signInPath, links }: Props) {
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
    return <Navigate to={`${signInPath}?redirect=${back}`} replace />;
  }
  if (user.type !== accountType) return <Navigate to={paths.home} replace />;
  // The menu sits beside the page from 1024 px; on phones and tablets it wraps above it, so a console page
  // keeps the whole width at 768 px (its tables and filter rows need it).
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 md:py-8 lg:grid-cols-[12rem_minmax(0,1fr)] lg:py-10">
      <nav
        aria-label={name}
        className="border-b border-slate-200 pb-4 lg:border-r lg:border-b-0 lg:pr-4 lg:pb-0"
      >
        <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-600">{name}</p>
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end ?? false}
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
