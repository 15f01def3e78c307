import { floorPlanById } from '@app/domain/room/floor-plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../projects/projects.fixture.ts';
import { CARD_OK, type OrderFixture, orderTestApp, placeOrder, SHIP_CA } from './orders.fixture.ts';

/** Issue 10 point 5: an order line keeps the 3-D design (and version) its cart line was added from. */
describe('order lines from a 3-D design', () => {
  let f: OrderFixture;
  let design: { id: number; version: number };
  beforeAll(async () => {
    f = await orderTestApp();
    const plan = floorPlanById('bathroom-hall-2438x1524')!;
    const made = await call(
      f,
      'POST',
      '/api/designs',
      { name: 'Hall bath', floorplan: plan.id, document: plan.doc },
      f.annAuth,
    );
    expect(made.statusCode).toBe(201);
    const saved = await call(
      f,
      'PUT',
      `/api/designs/${made.json().data.id}`,
      { base_version: 1, document: plan.doc },
      f.annAuth,
    );
    design = { id: saved.json().data.id, version: saved.json().data.version };
  });
  afterAll(() => f.t.close());

  const bulk = (headers: Record<string, string> | undefined, body: Record<string, unknown>) =>
    call(
      f,
      'POST',
      '/api/projectCart/sync_to_bulk_cart',
      { vsd_id: 'TESTRM01', action: 'set', ...body },
      headers,
    );

  it('adding the checklist with its design, then paying: the order item names the design and version', async () => {
    const added = await bulk(f.annAuth, { items: [{ product: f.a.hash, qty: 2 }], design });
    expect(added.statusCode).toBe(200);
    // The same product added again from the catalogue keeps the line's design.
    const again = await call(
      f,
      'POST',
      '/api/projectCart/sync_to_cart',
      { product: f.a.hash, qty: 1, vsd_id: 'TESTRM01' },
      f.annAuth,
    );
    expect(again.statusCode).toBe(200);
    const placed = await placeOrder(f, f.annAuth, 'design-1', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(placed.statusCode).toBe(201);
    const [item] = placed.json().data.items;
    expect(item.design).toEqual(design);
    // Read back, and for the vendor too (not money: every role that sees the item sees where it came from).
    const read = await call(f, 'GET', `/api/orders/${placed.json().data.id}`, undefined, f.auth.vendorA);
    expect(read.json().data.items[0].design).toEqual(design);
  });

  it('a line from the catalogue has no design', async () => {
    await bulk(f.annAuth, { items: [{ product: f.b.hash, qty: 1 }] });
    const placed = await placeOrder(f, f.annAuth, 'design-2', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(placed.json().data.items.map((i: { design: unknown }) => i.design)).toEqual([null]);
  });

  it("another homeowner's design, a version that does not exist, or a guest naming a design: 404", async () => {
    expect((await bulk(f.bobAuth, { items: [{ product: f.a.hash, qty: 1 }], design })).statusCode).toBe(404);
    expect(
      (
        await bulk(f.annAuth, {
          items: [{ product: f.a.hash, qty: 1 }],
          design: { id: design.id, version: 99 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await bulk(undefined, { items: [{ product: f.a.hash, qty: 1 }], design })).statusCode).toBe(404);
  });
});
