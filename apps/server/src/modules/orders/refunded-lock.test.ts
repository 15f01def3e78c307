import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from './orders.fixture.ts';

/**
 * A change that waited for the item's lock must see the refund the change before it committed (lockItem
 * reads `refunded` after the lock): else a Decline racing a Vendor Approved could leave a refunded item
 * back in fulfilment (decisions/0003).
 */
describe('a status change that waited for the item lock sees the refund committed before it', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderTestApp();
  });
  afterAll(() => f.t.close());

  const patch = (id: number, status: string, headers: Record<string, string>) =>
    f.t.app.inject({ method: 'PATCH', url: `/api/order_items/${id}/status`, headers, payload: { status } });

  it('a Decline racing Vendor Approved ends Decline (refunded, final), never Vendor Approved', async () => {
    for (let round = 0; round < 6; round++) {
      const order = await placeAnnOrder(f, `lock-${round}`, [{ hash: f.a.hash, qty: 1 }]);
      const [{ id }] = rowsOf<{ id: number }>(
        await f.t.db.execute(sql`select id from order_items where order_id = ${order.id}`),
      );
      const [decline, approve] = await Promise.all([
        patch(id, 'Decline', f.auth.vendorA),
        patch(id, 'Vendor Approved', f.auth.admin),
      ]);
      expect(decline.statusCode).toBe(200);
      expect([200, 422]).toContain(approve.statusCode);
      const [row] = rowsOf<{ status: string; refunds: number }>(
        await f.t.db.execute(
          sql`select status, (select count(*)::int from refunds where order_item_id = ${id}) as refunds
            from order_items where id = ${id}`,
        ),
      );
      expect(row).toEqual({ status: 'Decline', refunds: 1 });
    }
  });
});
