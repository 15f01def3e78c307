import type { RouteObject } from 'react-router';
import type { RouteMeta } from './route-meta.ts';
import { screen } from './screens.ts';

const meta = (m: RouteMeta) => m;

/** The portals' routes (pros, vendors, the admin), nested in the one route table (routes.tsx). */
export const portalRoutes: RouteObject[] = [
  // The pro portal (decisions/0011): its own sign-in, layout and guard.
  {
    path: 'pro/login',
    handle: meta({ title: 'Pro Sign In' }),
    lazy: screen('../features/pro/routes/ProSignInPage.tsx'),
  },
  {
    path: 'pro',
    handle: meta({ chrome: 'portal' }),
    lazy: screen('../features/pro/routes/ProPortal.tsx'),
    children: [
      {
        index: true,
        handle: meta({ title: 'Pro Dashboard' }),
        lazy: screen('./screens/ProDashboardScreen.tsx'),
      },
      {
        path: 'showroom',
        handle: meta({ title: 'Showroom Settings' }),
        lazy: screen('../features/pro/routes/ShowroomSettingsPage.tsx'),
      },
      {
        path: 'markups',
        handle: meta({ title: 'Markups' }),
        lazy: screen('../features/pro/routes/MarkupsPage.tsx'),
      },
      {
        path: 'rates',
        handle: meta({ title: 'Install Rates' }),
        lazy: screen('../features/pro/routes/RatesPage.tsx'),
      },
      {
        path: 'subscription',
        handle: meta({ title: 'Subscription' }),
        lazy: screen('../features/pro/routes/SubscriptionPage.tsx'),
      },
      {
        path: 'coupons',
        handle: meta({ title: 'Coupons' }),
        lazy: screen('../features/pro/routes/CouponsPage.tsx'),
      },
      {
        path: 'clients',
        handle: meta({ title: 'Clients' }),
        lazy: screen('../features/pro/routes/ClientsPage.tsx'),
      },
      {
        path: 'clients/:id',
        handle: meta({ title: 'Client' }),
        lazy: screen('../features/pro/routes/ClientPage.tsx'),
      },
      // Projects shared with the pro (issue 24): the homeowner's own project page, the pro being a member.
      {
        path: 'projects',
        handle: meta({ title: 'Projects' }),
        lazy: screen('../features/projects/routes/ProProjectsPage.tsx'),
      },
      {
        path: 'projects/:id',
        handle: meta({ title: 'Project' }),
        lazy: screen('../features/projects/routes/ProjectPage.tsx'),
      },
      // A designer's requests to design projects (issue 24 point 5); an accepted one opens at projects/:id.
      {
        path: 'designer-requests',
        handle: meta({ title: 'Design Requests' }),
        lazy: screen('../features/projects/routes/DesignerRequestsPage.tsx'),
      },
    ],
  },
  // The vendor portal (issue 12): its own sign-in, registration, layout and guard.
  {
    path: 'vendor/login',
    handle: meta({ title: 'Vendor Sign In' }),
    lazy: screen('../features/vendor/routes/VendorSignInPage.tsx'),
  },
  {
    path: 'register/vendor',
    handle: meta({ guest: true, title: 'Register as a Vendor' }),
    lazy: screen('../features/vendor/routes/RegisterVendorPage.tsx'),
  },
  {
    path: 'vendor',
    handle: meta({ chrome: 'portal' }),
    lazy: screen('../features/vendor/routes/VendorPortal.tsx'),
    children: [
      {
        index: true,
        handle: meta({ title: 'Vendor Dashboard' }),
        lazy: screen('../features/vendor/routes/VendorDashboardPage.tsx'),
      },
      {
        path: 'products',
        handle: meta({ title: 'Products' }),
        lazy: screen('../features/vendor/routes/VendorProductsPage.tsx'),
      },
      {
        path: 'products/new',
        handle: meta({ title: 'New Product' }),
        lazy: screen('../features/vendor/routes/VendorProductPage.tsx'),
      },
      {
        path: 'products/:id',
        handle: meta({ title: 'Product' }),
        lazy: screen('../features/vendor/routes/VendorProductPage.tsx'),
      },
      {
        path: 'import',
        handle: meta({ title: 'Import Products' }),
        lazy: screen('../features/vendor/routes/VendorImportPage.tsx'),
      },
      {
        path: 'orders',
        handle: meta({ title: 'Order Items' }),
        lazy: screen('./screens/VendorOrdersScreen.tsx'),
      },
      {
        path: 'earnings',
        handle: meta({ title: 'Earnings' }),
        lazy: screen('./screens/VendorEarningsScreen.tsx'),
      },
    ],
  },
  // The admin console (issue 12): an Admin past the one-time code.
  {
    path: 'admin',
    handle: meta({ auth: true, chrome: 'portal' }),
    lazy: screen('../features/admin/routes/AdminPortal.tsx'),
    children: [
      {
        index: true,
        handle: meta({ title: 'Admin Dashboard' }),
        lazy: screen('../features/admin/routes/AdminDashboardPage.tsx'),
      },
      {
        path: 'users',
        handle: meta({ title: 'Users' }),
        lazy: screen('../features/admin/routes/AdminUsersPage.tsx'),
      },
      {
        path: 'verifications',
        handle: meta({ title: 'Verifications' }),
        lazy: screen('../features/admin/routes/AdminVerificationsPage.tsx'),
      },
      {
        path: 'catalogue',
        handle: meta({ title: 'Catalogue' }),
        lazy: screen('../features/admin/routes/AdminCataloguePage.tsx'),
      },
      {
        path: 'orders',
        handle: meta({ title: 'Orders' }),
        lazy: screen('../features/admin/routes/AdminOrdersPage.tsx'),
      },
      {
        path: 'returns',
        handle: meta({ title: 'Returns' }),
        lazy: screen('../features/admin/routes/AdminReturnsPage.tsx'),
      },
      {
        path: 'payouts',
        handle: meta({ title: 'Payout Runs' }),
        lazy: screen('../features/admin/routes/AdminPayoutsPage.tsx'),
      },
      {
        path: 'leads',
        handle: meta({ title: 'Leads' }),
        lazy: screen('../features/admin/routes/AdminLeadsPage.tsx'),
      },
      {
        path: 'settings',
        handle: meta({ title: 'Settings' }),
        lazy: screen('../features/admin/routes/AdminSettingsPage.tsx'),
      },
      {
        path: 'audit',
        handle: meta({ title: 'Audit Log' }),
        lazy: screen('../features/admin/routes/AdminAuditPage.tsx'),
      },
    ],
  },
];
