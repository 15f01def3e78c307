import type { EstimateLine } from '@app/domain/estimates/estimate-line';
import { SUBSTITUTE_MESSAGES } from '@app/domain/estimates/substitutes';
import { productRefKey } from '@app/domain/room/document';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { CARD_OK } from '../orders/orders.fixture.ts';
import { type EstimateFixture, estimateTestApp } from './estimates.fixture.ts';

/**
 * Substitutes when a vendor declines (issue 25 point 6): for an item of an approved estimate's order that its
 * vendor declined, up to three products that stand in the same place in the room, with the price difference;
 * choosing one swaps it into the room, which drafts the change order that orders it.
 */
describe('substitutes for a declined item', () => {
  let f: EstimateFixture;
  let floorItem: { id: number; line_total_cents: number; product_name: string };
  let otherItem: number;

  beforeAll(async () => {
    f = await estimateTestApp();
    const drafted = (await f.draft()).json().data;
    const url = `/api/project/${f.projectId}/estimates/${drafted.id}`;
    expect((await f.call('POST', `${url}/send`, 'pro', { version: 1 })).statusCode).toBe(200);
    const approved = await f.t.app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: { ...f.auth.owner, 'idempotency-key': 'subs' },
      payload: { version: 1, signature: 'Ann Lee', payment: CARD_OK },
    });
    expect(approved.statusCode).toBe(201);
    const order = (await f.call('GET', `/api/orders/${approved.json().data.order.id}`, 'owner')).json().data;
    const lines = drafted.versions[0].lines as EstimateLine[];
    const floorName = lines.find((l) => l.product?.sizeId === f.products.floor.sizeId)!.description;
    floorItem = order.items.find((i: { product_name: string }) => floorName.startsWith(i.product_name));
    otherItem = order.items.find((i: { id: number }) => i.id !== floorItem.id).id;
  });
  afterAll(() => f.t.close());

  const substitutes = (id: number, who: 'owner' | 'otherOwner' | 'pro' = 'owner') =>
    f.call('GET', `/api/order_items/${id}/substitutes`, who);

  it('offers none while the item is not declined, and says why', async () => {
    const res = await substitutes(floorItem.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      substitutes: [],
      reason: SUBSTITUTE_MESSAGES.notDeclined,
      room: null,
    });
  });

  it('declined: up to three others for the floor, with what the room takes and the difference', async () => {
    await f.t.db.execute(sql`update order_items set status = 'Decline' where id = ${floorItem.id}`);
    const res = await substitutes(floorItem.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.reason).toBeNull();
    expect(data.declined).toEqual({
      name: floorItem.product_name,
      line_total_cents: floorItem.line_total_cents,
    });
    expect(data.substitutes.length).toBeGreaterThan(0);
    expect(data.substitutes.length).toBeLessThanOrEqual(3);
    const floorCategories = rowsOf<{ name: string }>(
      await f.t.db.execute(sql`select coalesce(top.name, c.name) as name from product_sizes s
        join products p on p.id = s.product_id join categories c on c.id = p.category_id
        left join categories top on top.id = c.parent_id where s.id = ${f.products.floor.sizeId}`),
    )[0].name;
    for (const s of data.substitutes) {
      expect(s.size_id).not.toBe(f.products.floor.sizeId);
      expect(s.quantity).toBeGreaterThan(0);
      expect(s.difference_cents).toBe(s.line_total_cents - floorItem.line_total_cents);
      const [top] = rowsOf<{ name: string }>(
        await f.t.db.execute(sql`select coalesce(top.name, c.name) as name from product_sizes s
          join products p on p.id = s.product_id join categories c on c.id = p.category_id
          left join categories top on top.id = c.parent_id where s.id = ${s.size_id}`),
      );
      expect(top.name).toBe(floorCategories);
    }
  });

  it('names the room they stand in, with how its products and each substitute are drawn', async () => {
    const { room, substitutes: offered } = (await substitutes(floorItem.id)).json().data;
    expect(room.design).toEqual({ id: f.designId, version: 1 });
    expect(room.declined).toEqual(f.products.floor);
    const keys = [
      ...Object.values(f.products),
      ...offered.map((s: { product: { hash: string }; size_id: number }) => ({
        product: s.product.hash,
        sizeId: s.size_id,
      })),
    ].map(productRefKey);
    expect(Object.keys(room.textures).sort()).toEqual([...new Set(keys)].sort());
    for (const key of keys) expect(room.textures[key].base_color).toMatch(/^#/);
  });

  it('only for the homeowner’s own items: another homeowner 404, a pro 403', async () => {
    expect((await substitutes(floorItem.id, 'otherOwner')).statusCode).toBe(404);
    expect((await substitutes(floorItem.id, 'pro')).statusCode).toBe(403);
    expect((await f.call('GET', '/api/order_items/999999/substitutes', 'owner')).statusCode).toBe(404);
  });

  it('choosing one swaps it into the room and drafts the change order that orders it', async () => {
    const offered = (await substitutes(floorItem.id)).json().data.substitutes;
    const refused = await f.call('POST', `/api/order_items/${floorItem.id}/substitutes`, 'owner', {
      size_id: otherItem,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.size_id).toEqual([SUBSTITUTE_MESSAGES.notOffered]);
    const chosen = await f.call('POST', `/api/order_items/${floorItem.id}/substitutes`, 'owner', {
      size_id: offered[0].size_id,
    });
    expect(chosen.statusCode).toBe(200);
    const { design, change_order } = chosen.json().data;
    expect(design).toEqual({ id: f.designId, version: 2 });
    expect(change_order).not.toBeNull();
    const co = (await f.call('GET', `/api/project/${f.projectId}/estimates/${change_order.id}`, 'pro')).json()
      .data;
    const ids = co.versions[0].lines.map((l: EstimateLine) => l.id);
    expect(ids.some((id: string) => id.startsWith('add:') && id.endsWith(`#${offered[0].size_id}`))).toBe(
      true,
    );
    expect(
      ids.some((id: string) => id.startsWith('remove:') && id.endsWith(`#${f.products.floor.sizeId}`)),
    ).toBe(true);
    // The declined line was refunded when declined: approving refunds nothing more, and orders the new tile.
    const quote = (
      await f.call(
        'GET',
        `/api/project/${f.projectId}/estimates/${change_order.id}/approval?version=${change_order.version}`,
        'owner',
      )
    ).json().data;
    expect(quote).toMatchObject({ material_lines: 1, refund_cents: 0, blockers: [] });
  });
});
