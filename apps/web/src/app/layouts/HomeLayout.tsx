import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '../../components/layout/Footer.tsx';
import { Header } from '../../components/layout/Header.tsx';
import { NavigationProgress } from '../../components/layout/NavigationProgress.tsx';
import { ProgressBar } from '../../components/layout/ProgressBar.tsx';
import { SkipLink } from '../../components/layout/SkipLink.tsx';
import { LeadPopup } from '../../features/leads/components/LeadPopup.tsx';
import { leadPopupHeldBackOn } from '../../lib/lead-popup-places.ts';
import { useRouteTitle } from '../../lib/page-title.ts';
import { BrandTheme } from '../BrandTheme.tsx';
import { FreshShowroomSelection } from '../FreshShowroomSelection.tsx';
import { RouteGuard } from '../RouteGuard.tsx';
import { useRouteMeta } from '../route-meta.ts';
import { OldLayout } from './OldLayout.tsx';

/**
 * The home layout every route nests under. Route meta picks the new layout (header, routed view re-created
 * per full path with min height 75vh, footer, progress bar) or the old one, and the shop's chrome or a
 * portal's (meta `chrome`: no shopping menus, cart or lead pop-up in the pro, vendor and admin portals).
 */
export function HomeLayout() {
  const meta = useRouteMeta();
  const location = useLocation();
  // Routes name their page in meta; a page that knows better (a product, a category) names itself.
  useRouteTitle(meta.title);

  const view = (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  );

  return (
    <>
      <BrandTheme />
      <FreshShowroomSelection />
      <ProgressBar />
      <NavigationProgress />
      <ScrollRestoration />
      {meta.layout === 'old' ? (
        <OldLayout key={location.pathname + location.search}>{view}</OldLayout>
      ) : (
        <div className="flex min-h-screen flex-col">
          <SkipLink />
          <Header
            variant={meta.chrome === 'portal' ? 'portal' : meta.newHeader === 'Yes' ? 'new' : 'standard'}
          />
          <main
            id="main"
            tabIndex={-1}
            key={location.pathname + location.search}
            className="min-h-[75vh] flex-1 focus:outline-none"
          >
            {view}
          </main>
          <Footer
            variant={meta.chrome === 'portal' ? 'portal' : 'shop'}
            leadPopup={<LeadPopup heldBack={leadPopupHeldBackOn(location.pathname)} />}
          />
        </div>
      )}
    </>
  );
}
