import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { registerAiAccount } from '../ai-accounts/ai-accounts.fixture.ts';
import { CARD_OK } from '../orders/orders.fixture.ts';
import { type Fault, installFaultyProvider } from '../payments/faulty-provider.fixture.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { ledgerOf, providerBook } from './ai-coins.fixture.ts';
import { settlePurchase } from './coin-purchase.service.ts';
import { type CoinPurchase, purchaseOfKey } from './coin-purchases.repository.ts';
import { reconcileCoins } from './coin-reconcile.service.ts';

/**
 * A coin pack's purchase killed at each step (issue 26 point 2): before the charge reaches the provider,
 * after it charged but before the answer (so before the coins), and the refund of unused coins with the
 * provider down. The retry under the key, or the reconciler when nobody retries, ends each with one charge
 * and one credit, or none of either: 0 orphan charges, 0 double credits.
 */
describe('coin pack purchases under a lost charge answer', () => {
  let t: TestApp;
  let faults: { mode: Fault };
  let ai: Awaited<ReturnType<typeof registerAiAccount>>;

  const buy = (key: string, pack = 'pack-50') =>
    t.app.inject({
      method: 'POST',
      url: `/api/AI/coin_packs/${pack}/purchase`,
      headers: { ...ai.headers, 'idempotency-key': key },
      payload: { payment: CARD_OK },
    });
  const reconcile = () => reconcileCoins(t.db, t.app.payments, { olderThanMs: 0 });
  const purchases = async () =>
    rowsOf<{ id: number; status: string; provider_key: string; coins: number }>(
      await t.db.execute(sql`select id, status, provider_key, coins from ai_coin_purchases order by id`),
    );

  /**
   * Every charge the provider made for coins is either credited once (a completed purchase with one
   * `purchase` entry) or refunded whole; no purchase is credited twice; the ledger sums to its balance.
   */
  async function expectNoOrphanNorDouble() {
    const book = await providerBook(t.db);
    const refunded = new Set(book.refunds.map((r) => r.charge_id));
    const byKey = new Map((await purchases()).map((p) => [p.provider_key, p]));
    const credits = rowsOf<{ purchase_id: number; n: number }>(
      await t.db.execute(sql`select purchase_id, count(*)::int as n from ai_coin_entries
        where kind = 'purchase' group by purchase_id`),
    );
    expect(credits.every((c) => Number(c.n) === 1)).toBe(true);
    const credited = new Set(credits.map((c) => Number(c.purchase_id)));
    for (const charge of book.charges) {
      const p = byKey.get(charge.idempotency_key);
      const chargeId = rowsOf<{ object_id: string }>(
        await t.db.execute(
          sql`select object_id from sandbox_operations where idempotency_key = ${charge.idempotency_key}`,
        ),
      )[0].object_id;
      expect(p && (credited.has(p.id) || refunded.has(chargeId))).toBeTruthy();
    }
    const ledger = await ledgerOf(t.db, ai.id);
    expect(ledger).toMatchObject({ chained: true, sum: ledger.balance, inLots: ledger.balance });
    return ledger.balance;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    ai = await registerAiAccount(t.app);
    faults = installFaultyProvider(t.app as unknown as { payments: PaymentProvider });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    faults.mode = 'none';
  });

  it('charged, answer lost: 503 and no coins; the retry under the key credits them, charged once', async () => {
    const before = await expectNoOrphanNorDouble();
    faults.mode = 'after';
    const lost = await buy('lost-1');
    expect(lost.statusCode).toBe(503);
    expect(lost.json().message).toBe(
      'We could not confirm your payment. Please try again: you will not be charged twice.',
    );
    expect((await ledgerOf(t.db, ai.id)).balance).toBe(before);
    faults.mode = 'none';
    const retry = await buy('lost-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.credits.balance).toBe(before + 50);
    expect((await buy('lost-1')).json().data.credits.balance).toBe(before + 50);
    expect((await providerBook(t.db)).charges).toHaveLength(1);
    expect(await expectNoOrphanNorDouble()).toBe(before + 50);
  });

  it('charged, answer lost, nobody retries: the reconciler credits the coins once; a late retry adds nothing', async () => {
    const before = await expectNoOrphanNorDouble();
    faults.mode = 'after';
    expect((await buy('lost-2')).statusCode).toBe(503);
    faults.mode = 'none';
    expect(await reconcile()).toMatchObject({ credited: 1, closed: 0, orphansRefunded: 0, failed: 0 });
    expect(await reconcile()).toMatchObject({ credited: 0, closed: 0 });
    expect((await buy('lost-2')).json().data.credits.balance).toBe(before + 50);
    expect(await expectNoOrphanNorDouble()).toBe(before + 50);
  });

  it('killed before the charge reached the provider: the reconciler closes it, nothing charged or credited; the key is free again', async () => {
    const before = await expectNoOrphanNorDouble();
    const charges = (await providerBook(t.db)).charges.length;
    faults.mode = 'before';
    expect((await buy('never-1')).statusCode).toBe(503);
    faults.mode = 'none';
    expect(await reconcile()).toMatchObject({ credited: 0, closed: 1 });
    expect((await providerBook(t.db)).charges).toHaveLength(charges);
    expect(await expectNoOrphanNorDouble()).toBe(before);
    const again = await buy('never-1');
    expect([again.statusCode, again.json().data.credits.balance]).toEqual([201, before + 50]);
    expect(await expectNoOrphanNorDouble()).toBe(before + 50);
  });

  it('the charge lands after the reconciler closed the purchase: it is refunded, no coins, 409', async () => {
    const before = await expectNoOrphanNorDouble();
    faults.mode = 'before';
    expect((await buy('late-1')).statusCode).toBe(503);
    const stale = (await purchaseOfKey(t.db, ai.id, 'late-1')) as CoinPurchase;
    faults.mode = 'none';
    expect(await reconcile()).toMatchObject({ closed: 1 });
    // The first request's charge, arriving now with the copy of the purchase it read before the close.
    await expect(settlePurchase(t.db, t.app.payments, stale)).rejects.toMatchObject({ statusCode: 409 });
    const book = await providerBook(t.db);
    const charge = book.charges.find((c) => c.idempotency_key === stale.providerKey);
    expect(charge).toBeDefined();
    expect(
      book.refunds.some((r) => r.amount_cents === 499 && r.idempotency_key === `ai-coins-orphan:${stale.id}`),
    ).toBe(true);
    expect(await expectNoOrphanNorDouble()).toBe(before);
  });

  it('10 tries at once under one key: one charge, one credit', async () => {
    const before = await expectNoOrphanNorDouble();
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy('burst-1')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    expect(await expectNoOrphanNorDouble()).toBe(before + 50);
    const key = (await purchaseOfKey(t.db, ai.id, 'burst-1'))!.providerKey;
    expect((await providerBook(t.db)).charges.filter((c) => c.idempotency_key === key)).toHaveLength(1);
  });

  it('a refund of unused coins with the provider down is recorded, and the job sends it once', async () => {
    const entryId = (await buy('refund-down')).json().data.credits.history[0].id as number;
    faults.mode = 'refunds down';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/AI/coin_packs/purchases/${entryId}/refund`,
      headers: ai.headers,
    });
    expect(res.statusCode).toBe(200);
    const refundsBefore = (await providerBook(t.db)).refunds.length;
    faults.mode = 'none';
    expect(await reconcile()).toMatchObject({ refundsSent: 1, failed: 0 });
    expect(await reconcile()).toMatchObject({ refundsSent: 0 });
    const book = await providerBook(t.db);
    expect(book.refunds).toHaveLength(refundsBefore + 1);
    expect(book.refunds.at(-1)).toMatchObject({ amount_cents: 499 });
    await expectNoOrphanNorDouble();
  });
});
