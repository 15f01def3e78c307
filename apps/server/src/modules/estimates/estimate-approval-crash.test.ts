import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { CARD_OK } from '../orders/orders.fixture.ts';
import { reconcilePayments } from '../orders/reconcile.service.ts';
import { type Fault, installFaultyProvider } from '../payments/faulty-provider.fixture.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type EstimateFixture, estimateTestApp } from './estimates.fixture.ts';

const BODY = { version: 1, signature: 'Ann Lee', payment: CARD_OK };

/**
 * An approval under kill and retry (issue 25; the checkout's crash test extended, decision 0008): a charge
 * whose answer was lost, one that never reached the provider, nobody retrying. Whatever happens, every
 * charge has exactly one order and every approved estimate one charge: 0 orphan charges, 0 double.
 */
describe('crash-safe approval: the deposit and the order under kill and retry', () => {
  let f: EstimateFixture;
  let faults: { mode: Fault };
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await f.t.db.execute(query))[0].n);
  const charges = () => count(sql`select count(*)::int as n from sandbox_operations where kind = 'charge'`);
  const estimateOrders = () =>
    count(sql`select count(*)::int as n from orders where estimate_id is not null`);
  const reconcileNow = () => reconcilePayments(f.t.db, f.t.app.payments, { olderThanMs: 0 });

  beforeAll(async () => {
    f = await estimateTestApp();
    faults = installFaultyProvider(f.t.app as unknown as { payments: PaymentProvider });
  });
  afterAll(() => f.t.close());
  beforeEach(() => {
    faults.mode = 'none';
  });

  async function sentEstimate() {
    const drafted = (await f.draft({ deposit: { kind: 'percent', bps: 2_500 } })).json().data;
    const url = `/api/project/${f.projectId}/estimates/${drafted.id}`;
    expect((await f.call('POST', `${url}/send`, 'pro', { version: 1 })).statusCode).toBe(200);
    return url;
  }
  const approve = (url: string, key: string) =>
    f.t.app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: { ...f.auth.owner, 'idempotency-key': key },
      payload: BODY,
    });
  const read = async (url: string) => (await f.call('GET', url, 'owner')).json().data;

  it('the answer was lost: 503, signed but no order yet; the retry under the key places it, charged once', async () => {
    const url = await sentEstimate();
    const before = [await charges(), await estimateOrders()];
    faults.mode = 'after';
    const lost = await approve(url, 'lost-1');
    expect(lost.statusCode).toBe(503);
    expect(lost.json().message).toBe(
      'We could not confirm your payment. Please try again: you will not be charged twice.',
    );
    const pending = await read(url);
    expect(pending.status).toBe('approved');
    expect(pending.versions[0].approval).toMatchObject({ signature: 'Ann Lee', order: null });
    faults.mode = 'none';
    const retry = await approve(url, 'lost-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.order).not.toBeNull();
    expect([await charges(), await estimateOrders()]).toEqual([before[0] + 1, before[1] + 1]);
  });

  it('nobody retries: the reconciler writes the order and the deposit the homeowner and pro then read', async () => {
    const url = await sentEstimate();
    faults.mode = 'after';
    expect((await approve(url, 'lost-2')).statusCode).toBe(503);
    faults.mode = 'none';
    expect(await reconcileNow()).toMatchObject({ completed: 1, closed: 0, orphansRefunded: 0 });
    const approval = (await read(url)).versions[0].approval;
    expect(approval.order).not.toBeNull();
    const deposit = await count(sql`select sum(amount_cents)::int as n from ledger_entries
      where order_id = ${approval.order.id} and account_type = 'contractor' and order_item_id is null`);
    expect(deposit).toBe(approval.deposit_cents);
    // The homeowner's own retry later answers that order.
    const late = await approve(url, 'lost-2');
    expect([late.statusCode, late.json().data.order]).toEqual([200, approval.order]);
  });

  it('the charge never reached the provider and nobody retries: the reconciler reopens the estimate', async () => {
    const url = await sentEstimate();
    faults.mode = 'before';
    expect((await approve(url, 'never-1')).statusCode).toBe(503);
    faults.mode = 'none';
    expect(await reconcileNow()).toMatchObject({ completed: 0, closed: 1 });
    const reopened = await read(url);
    expect(reopened.status).toBe('sent');
    expect(reopened.versions[0].approval).toBeNull();
    // The key is free again, and a new approval goes through.
    expect((await approve(url, 'never-1')).statusCode).toBe(201);
  });

  it('after all of it: every charge has one order, every approved version one charge', async () => {
    expect(await reconcileNow()).toMatchObject({ completed: 0, closed: 0, orphansRefunded: 0 });
    const orphans = await count(sql`select count(*)::int as n from sandbox_operations s
      where s.kind = 'charge' and s.error_code is null
      and not exists (select 1 from orders o where o.provider_charge_id = s.object_id)`);
    expect(orphans).toBe(0);
    const doubles = await count(sql`select count(*)::int as n from (select estimate_id, estimate_version
      from orders where estimate_id is not null group by 1, 2 having count(*) > 1) x`);
    expect(doubles).toBe(0);
    const approved = await count(
      sql`select count(*)::int as n from estimate_versions where approved_at is not null`,
    );
    expect(approved).toBe(await estimateOrders());
  });
});
