import {
  type AdminBrand,
  type AdminProduct,
  adminBrandSchema,
  adminProductSchema,
} from '@app/domain/admin/catalogue';
import type { AdminDashboard, AdminDashboardCharts } from '@app/domain/admin/dashboard';
import { type AdminUser, adminUserSchema } from '@app/domain/admin/users';
import { ITEM_STATUSES, statusLabel } from '@app/domain/orders/item-status';
import { seriesBuckets } from '@app/domain/shared/series';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { authUser, TOKEN } from '../../../testing/users.ts';

/** The signed-in admin of these tests (id 1). */
export const ADMIN_ID = 1;

/** A fake API signed in as the admin, with the given routes. */
export function asAdmin(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({
    'GET /api/authuser': ok(
      authUser({ id: ADMIN_ID, user_id: ADMIN_ID, type: 'Admin', full_name: 'Ada Admin' }),
    ),
    ...routes,
  });
}

/** A pagination record of `data` (spec point 3). */
export const pageOf = <T>(data: T[], total = data.length, current = 1) => ({
  data,
  total,
  per_page: 10,
  current_page: current,
  last_page: Math.max(1, Math.ceil(total / 10)),
  path: 'http://localhost/api/admin/x',
  links: [],
});

export const dashboard = (over: Partial<AdminDashboard> = {}): AdminDashboard => ({
  time_zone: 'America/Los_Angeles',
  sales: {
    today: {
      from: '2026-11-26T08:00:00.000Z',
      charged_cents: 125_000,
      refunded_cents: 2_500,
      net_cents: 122_500,
    },
    last_7_days: {
      from: '2026-11-20T08:00:00.000Z',
      charged_cents: 900_000,
      refunded_cents: 0,
      net_cents: 900_000,
    },
    last_30_days: {
      from: '2026-10-28T07:00:00.000Z',
      charged_cents: 4_000_000,
      refunded_cents: 50_000,
      net_cents: 3_950_000,
    },
  },
  items_by_status: ITEM_STATUSES.map((status, i) => ({
    status,
    label: statusLabel(status),
    items: i === 0 ? 7 : 0,
    orders: i === 0 ? 4 : 0,
  })),
  verifications: { pros: 2, vendors: 1, total: 3 },
  late_items: {
    count: 6,
    oldest: [
      {
        item_id: 91,
        order_id: 12,
        order_number: '100012',
        product_name: 'Calacatta Marble Tile 12x24',
        vendor_name: 'Stone Works',
        status: 'Waiting for approval',
        label: 'Pending Approval',
        ordered_at: new Date(Date.now() - 75 * 3_600_000).toISOString(),
        process_by: new Date(Date.now() - 27 * 3_600_000).toISOString(),
      },
    ],
  },
  ...over,
});

export const adminUser = (over: Partial<AdminUser> = {}): AdminUser =>
  adminUserSchema.parse({
    id: 41,
    full_name: 'Ann Home',
    email: 'ann@example.test',
    type: 'User',
    status: 'Active',
    status_group: 'Active',
    email_verified: true,
    company_name: null,
    verification: null,
    created_at: '2026-11-02T10:00:00.000Z',
    ...over,
  });

export const adminProduct = (over: Partial<AdminProduct> = {}): AdminProduct =>
  adminProductSchema.parse({
    id: 301,
    hash: 'oak-plank-301',
    name: 'Oak Plank Natural',
    category: 'Hardwood Flooring',
    brand: { id: 7, name: 'Timberline', moderated: false },
    vendor: { id: 55, name: 'Timberline Mills Inc.' },
    listed: true,
    hidden_by_vendor: false,
    moderation: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...over,
  });

export const adminBrand = (over: Partial<AdminBrand> = {}): AdminBrand =>
  adminBrandSchema.parse({
    id: 7,
    name: 'Timberline',
    slug: 'timberline',
    vendor: { id: 55, name: 'Timberline Mills Inc.' },
    products: 120,
    listed_products: 118,
    moderation: null,
    ...over,
  });

/** The dashboard's charts: 30 days to Sunday 2026-11-29, sales on Nov 20 and 28; two vendors with late items. */
export const dashboardCharts = (): AdminDashboardCharts => ({
  time_zone: 'America/Los_Angeles',
  sales_by_day: seriesBuckets('day', 30, new Date('2026-11-29T20:00:00Z')).dates.map((date) => {
    const [charged, refunded] =
      date === '2026-11-28' ? [125_000, 2_500] : date === '2026-11-20' ? [47_500, 0] : [0, 0];
    return { date, charged_cents: charged, refunded_cents: refunded, net_cents: charged - refunded };
  }),
  late_by_vendor: [
    { vendor_name: 'Stone Works', items: 4 },
    { vendor_name: 'Oak & Co', items: 2 },
  ],
});
