import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useBranding } from '../../lib/branding.ts';
import { useSession } from '../../lib/session.tsx';
import { useSettings } from '../../lib/settings.ts';
import { CoinBalance } from '../ai/CoinBalance.tsx';
import { buttonClasses } from '../ui/button-classes.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { focusRing } from '../ui/focus-ring.ts';
import { CartLink } from './CartLink.tsx';
import { companyLinkList } from './company-links.ts';
import { DepartmentMenu } from './DepartmentMenu.tsx';
import { LogoMark } from './icons.tsx';
import { MenuButton } from './MenuButton.tsx';
import { MAIN_LINKS } from './nav-links.ts';

/**
 * A showroom logo's box before it loads: a wordmark's 10:3 at the header's 36 px (the demo showroom's own
 * shape), so the name beside it does not jump when a logo of that shape arrives (issue 23: no layout shift;
 * uploads keep their own shape, which the profile does not tell).
 */
const LOGO_BOX = { width: 120, height: 36 };

/** The dropdown (Radix menu + positioning) loads only for signed-in visitors. */
const UserMenu = lazy(() => import('./UserMenu.tsx'));
const menuPlaceholder = (
  <span aria-hidden="true" className="h-8 w-24 animate-pulse rounded-full bg-current opacity-10" />
);

/**
 * Site header (spec point 2): company links, Showroom, AI 3D Design, cart, and the user menu or
 * 'Sign Up Free' / 'Login'. At 1199 px or less the main links move into the off-canvas Menu.
 * Below the main row at 1200 px and up, the department bar (DepartmentMenu).
 * `variant="new"` is the route meta newHeader 'Yes' (the home page's dark header); `variant="portal"` is a
 * portal's chrome (pro, vendor, admin): the logo and the account menu only, no shopping menus or cart (the
 * portal's own menu is beside its page, PortalLayout).
 */
export function Header({ variant = 'standard' }: { variant?: 'standard' | 'new' | 'portal' }) {
  const { status } = useSession();
  const { appName, companyLinks, isLoading: settingsLoading } = useSettings();
  const company = companyLinkList(companyLinks);
  const dark = variant === 'new';
  const shop = variant !== 'portal';
  const branding = useBranding();

  return (
    <header
      className={dark ? 'bg-slate-900 text-white' : 'border-b border-slate-200 bg-white text-slate-900'}
    >
      {/* While the settings load, the company bar keeps its 28 px: the header does not grow under the
          page when the links arrive (issue 23: no layout shift). */}
      {shop && (company.length > 0 || settingsLoading) && (
        <div
          className={`hidden min-[1200px]:block ${dark ? 'border-b border-white/10' : 'bg-slate-900 text-slate-200'}`}
        >
          <nav
            aria-label="Company"
            className="mx-auto flex h-7 max-w-7xl items-center justify-end gap-5 px-6 text-xs"
          >
            {company.map((link) => (
              <ExternalLink
                key={link.key}
                href={link.href}
                className={`rounded hover:underline ${focusRing}`}
              >
                {link.label}
              </ExternalLink>
            ))}
          </nav>
        </div>
      )}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        {shop && (
          <div className="min-[1200px]:hidden">
            <MenuButton />
          </div>
        )}
        <Link to={paths.home} className={`flex min-w-0 items-center gap-2 rounded font-bold ${focusRing}`}>
          {branding?.logo ? (
            <img
              src={branding.logo}
              alt={branding.name}
              width={LOGO_BOX.width}
              height={LOGO_BOX.height}
              className="h-9 w-auto max-w-24 shrink-0 rounded object-contain object-left sm:max-w-40"
            />
          ) : (
            <LogoMark className={`size-8 shrink-0 ${dark ? 'text-brand-300' : 'text-brand-600'}`} />
          )}
          {/* Below 640 px the name may take two short lines rather than be cut ("Remo…" at 375 px). */}
          <span className="line-clamp-2 text-sm leading-tight sm:line-clamp-1 sm:text-lg sm:leading-normal">
            {appName}
          </span>
        </Link>
        {shop && <MainLinks dark={dark} />}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {shop && <CartLink />}
          {status === 'authenticated' ? (
            <Suspense fallback={menuPlaceholder}>
              <UserMenu />
            </Suspense>
          ) : status === 'loading' ? (
            menuPlaceholder
          ) : (
            <>
              <Link
                to={paths.login}
                className={`rounded-md px-2 py-2 text-sm font-semibold sm:px-3 ${focusRing}`}
              >
                Login
              </Link>
              <span className="hidden sm:inline-flex">
                <Link to={paths.register} className={buttonClasses('primary', 'sm')}>
                  Sign Up Free
                </Link>
              </span>
            </>
          )}
        </div>
      </div>
      {shop && <DepartmentMenu dark={dark} />}
    </header>
  );
}

/**
 * Showroom, AI 3D Design and the other main links of the shop, from 1200 px (the Menu holds them below), with
 * the AI coins beside AI 3D Design when an AI session exists.
 */
function MainLinks({ dark }: { dark: boolean }) {
  return (
    <nav aria-label="Main" className="ml-8 hidden items-center gap-1 min-[1200px]:flex">
      {MAIN_LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            `rounded-md px-3 py-2 text-sm font-medium ${dark ? 'hover:bg-white/10' : 'hover:bg-slate-100'} ${isActive ? 'underline underline-offset-8' : ''} ${focusRing}`
          }
        >
          {link.label}
        </NavLink>
      ))}
      {/* After AI 3D Design, the last link: the balance arriving after hydration moves nothing. */}
      <CoinBalance look={dark ? 'dark' : 'light'} />
    </nav>
  );
}
