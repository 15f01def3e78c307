import type { RoomDocument } from '@app/domain/room/document';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { CARD_OK } from '../orders/orders.fixture.ts';
import { reconcilePayments } from '../orders/reconcile.service.ts';
import { type Fault, installFaultyProvider } from '../payments/faulty-provider.fixture.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { finishChangeRefunds } from './change-refunds.service.ts';
import { dearerFloor, type EstimateFixture, estimateTestApp } from './estimates.fixture.ts';

/**
 * A change order's approval killed between its order and its removals' refunds (issue 25 point 5): nobody
 * retries, the reconciler writes the order from the charge, and the change-order refunds job cancels and
 * refunds the removed tile's item — once, however often it runs.
 */
describe('change order removals after a crash', () => {
  let f: EstimateFixture;
  let faults: { mode: Fault };
  let coId: number;
  let quote: { refund_cents: number; order_cents: number };
  let parentId: number;

  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await f.t.db.execute(query))[0].n);
  const cancelled = () =>
    count(sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
      where o.estimate_id = ${parentId} and i.product_size_id = ${f.products.floor.sizeId} and i.status = 'Cancle'`);
  const refunded = () =>
    count(sql`select coalesce(sum(amount_cents), 0)::int as n from refunds
      where idempotency_key like ${`change:${coId}:%`}`);
  const approve = (url: string, key: string, version: number) =>
    f.t.app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: { ...f.auth.owner, 'idempotency-key': key },
      payload: { version, signature: 'Ann Lee', payment: CARD_OK },
    });

  beforeAll(async () => {
    f = await estimateTestApp();
    const base = `/api/project/${f.projectId}/estimates`;
    const drafted = (await f.draft()).json().data;
    parentId = drafted.id;
    expect((await f.call('POST', `${base}/${parentId}/send`, 'pro', { version: 1 })).statusCode).toBe(200);
    expect((await approve(`${base}/${parentId}`, 'parent', 1)).statusCode).toBe(201);
    // The homeowner swaps the approved floor tile for a dearer one: a change order removing it.
    const dearer = await dearerFloor(f);
    const document: RoomDocument = {
      ...f.document,
      surfaces: f.document.surfaces.map((s) =>
        s.product?.product === f.products.floor.product ? { ...s, product: dearer } : s,
      ),
    };
    const saved = await f.call('PUT', `/api/designs/${f.designId}`, 'owner', { base_version: 1, document });
    expect(saved.statusCode).toBe(200);
    const list = (await f.call('GET', base, 'owner')).json().data as { id: number; kind: string }[];
    coId = list.find((e) => e.kind === 'change_order')!.id;
    quote = (await f.call('GET', `${base}/${coId}/approval?version=1`, 'owner')).json().data;
    expect(quote.refund_cents).toBeGreaterThan(0);
    faults = installFaultyProvider(f.t.app as unknown as { payments: PaymentProvider });
  });
  afterAll(() => f.t.close());

  it('the reconciler writes the order; the job then cancels and refunds the removal, once', async () => {
    faults.mode = 'after';
    const lost = await approve(`/api/project/${f.projectId}/estimates/${coId}`, 'change-lost', 1);
    expect(lost.statusCode).toBe(503);
    faults.mode = 'none';
    const payments = f.t.app.payments;
    expect(await reconcilePayments(f.t.db, payments, { olderThanMs: 0 })).toMatchObject({ completed: 1 });
    expect(await count(sql`select count(*)::int as n from orders where estimate_id = ${coId}`)).toBe(1);
    // The order is there; its removals are not refunded yet (the approval's own call never got that far).
    expect([await cancelled(), await refunded()]).toEqual([0, 0]);
    // Too recent for the job's grace period: the live call may still be refunding.
    expect(await finishChangeRefunds(f.t.db, payments, { appUrl: 'http://app.test' })).toBe(0);
    expect(await finishChangeRefunds(f.t.db, payments, { appUrl: 'http://app.test', olderThanMs: 0 })).toBe(
      1,
    );
    expect([await cancelled(), await refunded()]).toEqual([1, quote.refund_cents]);
    const sent = await count(sql`select count(*)::int as n from sandbox_operations
      where kind = 'refund' and idempotency_key like ${`change:${coId}:%`}`);
    expect(sent).toBe(1);
    // Done: nothing left for the job, and the homeowner's late retry refunds nothing more.
    expect(await finishChangeRefunds(f.t.db, payments, { appUrl: 'http://app.test', olderThanMs: 0 })).toBe(
      0,
    );
    const late = await approve(`/api/project/${f.projectId}/estimates/${coId}`, 'change-lost', 1);
    expect(late.statusCode).toBe(200);
    expect([await cancelled(), await refunded()]).toEqual([1, quote.refund_cents]);
  });
});
