import { spawnSync } from 'node:child_process';
import type { EstimateLine } from '@app/domain/estimates/estimate-line';
import { ESTIMATE_MESSAGES } from '@app/domain/estimates/requests';
import type { ProductRef, RoomDocument } from '@app/domain/room/document';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { CARD_OK } from '../orders/orders.fixture.ts';
import { dearerFloor, type EstimateFixture, estimateTestApp, permitLine } from './estimates.fixture.ts';

/**
 * A change in the room after approval (issue 25 point 5): saving the room prices the change against the
 * approved estimate and drafts a change order by itself, sent to the homeowner; approving it orders what is
 * new and cancels and refunds what was removed and not shipped yet; a room back as approved withdraws it.
 */
describe('change orders drafted from the room', () => {
  let f: EstimateFixture;
  let parentUrl: string;
  let parentId: number;
  let approvedLines: EstimateLine[];
  let version = 1;
  let dearer: ProductRef;

  const base = () => `/api/project/${f.projectId}/estimates`;
  const approve = (url: string, key: string, v = 1) =>
    f.t.app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: { ...f.auth.owner, 'idempotency-key': key },
      payload: { version: v, signature: 'Ann Lee', payment: CARD_OK },
    });
  /** The owner saves the room with its floor tile set to `floor`. */
  const saveRoom = async (floor: ProductRef) => {
    const document: RoomDocument = {
      ...f.document,
      surfaces: f.document.surfaces.map((s) =>
        s.product?.product === f.products.floor.product ? { ...s, product: floor } : s,
      ),
    };
    const res = await f.call('PUT', `/api/designs/${f.designId}`, 'owner', {
      base_version: version,
      document,
    });
    expect(res.statusCode).toBe(200);
    version = res.json().data.version;
  };
  const changeOrders = async () =>
    (
      (await f.call('GET', base(), 'owner')).json().data as {
        id: number;
        kind: string;
        parent_id: number;
        status: string;
      }[]
    ).filter((c) => c.kind === 'change_order');
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await f.t.db.execute(query))[0].n);

  beforeAll(async () => {
    f = await estimateTestApp();
    const drafted = (await f.draft()).json().data;
    parentId = drafted.id;
    parentUrl = `${base()}/${parentId}`;
    expect((await f.call('POST', `${parentUrl}/send`, 'pro', { version: 1 })).statusCode).toBe(200);
    expect((await approve(parentUrl, 'parent')).statusCode).toBe(201);
    approvedLines = drafted.versions[0].lines;
    // A dearer floor tile of the same category, sold by the showroom.
    dearer = await dearerFloor(f);
  });
  afterAll(() => f.t.close());

  it('a dearer floor tile: a change order removing the approved tile and adding the new one, sent to the homeowner', async () => {
    await saveRoom(dearer);
    const [co] = await changeOrders();
    expect(co).toMatchObject({ parent_id: parentId, status: 'sent' });
    const read = (await f.call('GET', `${base()}/${co.id}`, 'owner')).json().data;
    expect(read).toMatchObject({ kind: 'change_order', parent_id: parentId, design_id: f.designId });
    // Every line as the pro reads it (the homeowner's fixed-price view names allowances only).
    const lines = (await f.call('GET', `${base()}/${co.id}`, 'pro')).json().data.versions[0].lines;
    const floorId = approvedLines.find((l) => l.product?.sizeId === f.products.floor.sizeId)!.id;
    const removed = lines.find((l: { id: string }) => l.id === `remove:${floorId}`);
    const added = lines.find(
      (l: { id: string }) => l.id.startsWith('add:') && l.id.includes(`#${dearer.sizeId}`),
    );
    expect(removed.quantity).toBeLessThan(0);
    expect(added.quantity).toBeGreaterThan(0);
    expect(read.versions[0].message).toMatch(
      /^Your change costs \$[\d,.]+ more than the approved estimate\.$/,
    );
    // The pro is told; the homeowner made the change.
    const told = await f.t.db.select().from(notifications).where(eq(notifications.userId, f.ids.pro));
    expect(told.map((n) => n.title)).toContain('Ann Lee changed an approved room');
    // Its PDF is titled as what it is.
    const pdf = await f.call('GET', `${base()}/${co.id}/pdf`, 'owner');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="change-order-${co.id}-v1.pdf"`);
    if (!spawnSync('pdftotext', ['-v']).error) {
      const text = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).stdout.toString();
      expect(text).toContain(`Change order ${co.id} to estimate ${parentId}`);
    }
    // Its lines are the room's, priced against the approved ones: the pro cannot re-price them by hand.
    const edited = await f.call('POST', `${base()}/${co.id}/versions`, 'pro', {
      base_version: 1,
      lines: [permitLine(12_500)],
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toBe(ESTIMATE_MESSAGES.changeOrderFollowsRoom);
    // A second save with the same room makes no second change order: the open one gets a new version.
    await saveRoom(dearer);
    const again = await changeOrders();
    expect(again.map((c) => c.id)).toEqual([co.id]);
  });

  it('approving it orders the new tile and cancels and refunds the approved one, not shipped yet', async () => {
    const [co] = await changeOrders();
    const url = `${base()}/${co.id}`;
    const current = (await f.call('GET', url, 'owner')).json().data.versions[0].version;
    const quote = (await f.call('GET', `${url}/approval?version=${current}`, 'owner')).json().data;
    expect(quote.material_lines).toBe(1);
    expect(quote.refund_cents).toBeGreaterThan(0);
    expect(quote.deposit_cents).toBe(0);
    const res = await approve(url, 'change-1', current);
    expect(res.statusCode).toBe(201);
    const order = (await f.call('GET', `/api/orders/${res.json().data.order.id}`, 'owner')).json().data;
    expect(order.items.map((i: { design: unknown }) => i.design)).toEqual([{ id: f.designId, version }]);
    expect(order.estimate).toEqual({ id: co.id, version: current });
    expect(order.charge_cents).toBe(quote.order_cents);
    // The approved tile's item of the first order: cancelled and refunded in full.
    const cancelled =
      await count(sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
      where o.estimate_id = ${parentId} and i.product_size_id = ${f.products.floor.sizeId} and i.status = 'Cancle'`);
    expect(cancelled).toBe(1);
    const refunded = await count(sql`select coalesce(sum(amount_cents), 0)::int as n from refunds
      where idempotency_key like ${`change:${co.id}:%`}`);
    expect(refunded).toBe(quote.refund_cents);
    // A replay refunds nothing again.
    expect((await approve(url, 'change-1', current)).statusCode).toBe(200);
    expect(
      await count(
        sql`select count(*)::int as n from refunds where idempotency_key like ${`change:${co.id}:%`}`,
      ),
    ).toBe(1);
  });

  it('the room saved again as it now stands: no change order; back to the first tile: a new one', async () => {
    await saveRoom(dearer);
    expect((await changeOrders()).filter((c) => c.status === 'sent')).toEqual([]);
    await saveRoom(f.products.floor);
    const open = (await changeOrders()).filter((c) => c.status === 'sent');
    expect(open).toHaveLength(1);
    const read = (await f.call('GET', `${base()}/${open[0].id}`, 'pro')).json().data;
    const ids = read.versions[0].lines.map((l: EstimateLine) => l.id);
    expect(ids.some((id: string) => id.startsWith('remove:') && id.includes(`#${dearer.sizeId}`))).toBe(true);
    // And back to the dearer tile again before approving: the room is as approved, the change order withdrawn.
    await saveRoom(dearer);
    expect((await changeOrders()).filter((c) => c.status === 'sent')).toEqual([]);
  });
});
