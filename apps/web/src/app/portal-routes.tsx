import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen.ts';
import type { RouteMeta } from './route-meta.ts';

const meta = (m: RouteMeta) => m;

/** The portals' routes (pros, vendors, the admin), nested in the one route table (routes.tsx). */
export const portalRoutes: RouteObject[] = [
  // The pro portal (decisions/0011): its own sign-in, layout and guard.
  {
    path: 'pro/login',
    handle: meta({ title: 'Pro Sign In' }),
    lazy: lazyScreen(() => import('../features/pro/routes/ProSignInPage.tsx')),
  },
  {
    path: 'pro',
    handle: meta({ chrome: 'portal' }),
    lazy: lazyScreen(() => import('../features/pro/routes/ProPortal.tsx')),
    children: [
      {
        index: true,
        handle: meta({ title: 'Pro Dashboard' }),
        lazy: lazyScreen(() => import('./screens/ProDashboardScreen.tsx')),
      },
      {
        path: 'showroom',
        handle: meta({ title: 'Showroom Settings' }),
        lazy: lazyScreen(() => import('../features/pro/routes/ShowroomSettingsPage.tsx')),
      },
      {
        path: 'markups',
        handle: meta({ title: 'Markups' }),
        lazy: lazyScreen(() => import('../features/pro/routes/MarkupsPage.tsx')),
      },
      {
        path: 'subscription',
        handle: meta({ title: 'Subscription' }),
        lazy: lazyScreen(() => import('../features/pro/routes/SubscriptionPage.tsx')),
      },
      {
        path: 'coupons',
        handle: meta({ title: 'Coupons' }),
        lazy: lazyScreen(() => import('../features/pro/routes/CouponsPage.tsx')),
      },
      {
        path: 'clients',
        handle: meta({ title: 'Clients' }),
        lazy: lazyScreen(() => import('../features/pro/routes/ClientsPage.tsx')),
      },
      {
        path: 'clients/:id',
        handle: meta({ title: 'Client' }),
        lazy: lazyScreen(() => import('../features/pro/routes/ClientPage.tsx')),
      },
      // Projects shared with the pro (issue 24): the homeowner's own project page, the pro being a member.
      {
        path: 'projects',
        handle: meta({ title: 'Projects' }),
        lazy: lazyScreen(() => import('../features/projects/routes/ProProjectsPage.tsx')),
      },
      {
        path: 'projects/:id',
        handle: meta({ title: 'Project' }),
        lazy: lazyScreen(() => import('../features/projects/routes/ProjectPage.tsx')),
      },
    ],
  },
  // The vendor portal (issue 12): its own sign-in, registration, layout and guard.
  {
    path: 'vendor/login',
    handle: meta({ title: 'Vendor Sign In' }),
    lazy: lazyScreen(() => import('../features/vendor/routes/VendorSignInPage.tsx')),
  },
  {
    path: 'register/vendor',
    handle: meta({ guest: true, title: 'Register as a Vendor' }),
    lazy: lazyScreen(() => import('../features/vendor/routes/RegisterVendorPage.tsx')),
  },
  {
    path: 'vendor',
    handle: meta({ chrome: 'portal' }),
    lazy: lazyScreen(() => import('../features/vendor/routes/VendorPortal.tsx')),
    children: [
      {
        index: true,
        handle: meta({ title: 'Vendor Dashboard' }),
        lazy: lazyScreen(() => import('../features/vendor/routes/VendorDashboardPage.tsx')),
      },
      {
        path: 'products',
        handle: meta({ title: 'Products' }),
        lazy: lazyScreen(() => import('../features/vendor/routes/VendorProductsPage.tsx')),
      },
      {
        path: 'products/new',
        handle: meta({ title: 'New Product' }),
        lazy: lazyScreen(() => import('../features/vendor/routes/VendorProductPage.tsx')),
      },
      {
        path: 'products/:id',
        handle: meta({ title: 'Product' }),
        lazy: lazyScreen(() => import('../features/vendor/routes/VendorProductPage.tsx')),
      },
      {
        path: 'import',
        handle: meta({ title: 'Import Products' }),
        lazy: lazyScreen(() => import('../features/vendor/routes/VendorImportPage.tsx')),
      },
      {
        path: 'orders',
        handle: meta({ title: 'Order Items' }),
        lazy: lazyScreen(() => import('./screens/VendorOrdersScreen.tsx')),
      },
      {
        path: 'earnings',
        handle: meta({ title: 'Earnings' }),
        lazy: lazyScreen(() => import('./screens/VendorEarningsScreen.tsx')),
      },
    ],
  },
  // The admin console (issue 12): an Admin past the one-time code.
  {
    path: 'admin',
    handle: meta({ auth: true, chrome: 'portal' }),
    lazy: lazyScreen(() => import('../features/admin/routes/AdminPortal.tsx')),
    children: [
      {
        index: true,
        handle: meta({ title: 'Admin Dashboard' }),
        lazy: lazyScreen(() => import('../features/admin/routes/AdminDashboardPage.tsx')),
      },
      {
        path: 'users',
        handle: meta({ title: 'Users' }),
        lazy: lazyScreen(() => import('../features/admin/routes/AdminUsersPage.tsx')),
      },
      {
        path: 'verifications',
        handle: meta({ title: 'Verifications' }),
        lazy: lazyScreen(() => import('../features/admin/routes/AdminVerificationsPage.tsx')),
      },
      {
        path: 'catalogue',
        handle: meta({ title: 'Catalogue' }),
        lazy: lazyScreen(() => import('../features/admin/routes/AdminCataloguePage.tsx')),
      },
      {
        path: 'orders',
        handle: meta({ title: 'Orders' }),
        lazy: lazyScreen(() => import('../features/admin/routes/AdminOrdersPage.tsx')),
      },
      {
        path: 'returns',
        handle: meta({ title: 'Returns' }),
        lazy: lazyScreen(() => import('../features/admin/routes/AdminReturnsPage.tsx')),
      },
      {
        path: 'payouts',
        handle: meta({ title: 'Payout Runs' }),
        lazy: lazyScreen(() => import('../features/admin/routes/AdminPayoutsPage.tsx')),
      },
      {
        path: 'leads',
        handle: meta({ title: 'Leads' }),
        lazy: lazyScreen(() => import('../features/admin/routes/AdminLeadsPage.tsx')),
      },
      {
        path: 'settings',
        handle: meta({ title: 'Settings' }),
        lazy: lazyScreen(() => import('../features/admin/routes/AdminSettingsPage.tsx')),
      },
      {
        path: 'audit',
        handle: meta({ title: 'Audit Log' }),
        lazy: lazyScreen(() => import('../features/admin/routes/AdminAuditPage.tsx')),
      },
    ],
  },
];
