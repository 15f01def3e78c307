import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs } from '../../../test/harness.ts';
import { orders } from '../../db/schema/index.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from '../orders/orders.fixture.ts';

/** A project holds the orders placed from it (issue 24 point 1): its owner sees them, with what they paid. */
describe('GET /api/project/{id}: the orders placed from the project', () => {
  let f: OrderFixture;
  let projectId: number;
  let placed: { number: number; chargeCents: number };

  beforeAll(async () => {
    f = await orderTestApp();
    const order = await placeAnnOrder(f, 'project-orders-1', [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 1 },
    ]);
    const [row] = await f.t.db.select().from(orders).where(eq(orders.id, order.id));
    projectId = row!.projectId!;
    placed = { number: row!.number, chargeCents: row!.chargeCents };
  });
  afterAll(() => f.t.close());

  it('answers the owner each paid order: number, time, what they paid in cents and its lines', async () => {
    const res = await f.t.app.inject({ method: 'GET', url: `/api/project/${projectId}`, headers: f.annAuth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.orders).toEqual([
      { number: placed.number, placed_at: expect.any(String), charge_cents: placed.chargeCents, lines: 2 },
    ]);
  });

  it('answers the project’s pro none of them: its money is the owner’s (the pro sees its own in the portal)', async () => {
    const shared = await f.t.app.inject({
      method: 'GET',
      url: `/api/project/share_to_contractor/${projectId}`,
      headers: f.annAuth,
    });
    expect(shared.statusCode).toBe(200);
    const pro = authHeader(await loginAs(f.t.app, f.owner.email));
    const res = await f.t.app.inject({ method: 'GET', url: `/api/project/${projectId}`, headers: pro });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'pro', orders: [] });
  });

  it('answers anyone else nothing of it: 404 to another homeowner', async () => {
    const res = await f.t.app.inject({ method: 'GET', url: `/api/project/${projectId}`, headers: f.bobAuth });
    expect(res.statusCode).toBe(404);
  });
});
