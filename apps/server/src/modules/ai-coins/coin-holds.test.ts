import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import type { Database } from '../../db/client.ts';
import { registerAiAccount } from '../ai-accounts/ai-accounts.fixture.ts';
import { insertAiUser } from '../ai-accounts/ai-users.repository.ts';
import { ledgerOf } from './ai-coins.fixture.ts';
import { captureHold, holdCoins, releaseHold } from './coin-holds.service.ts';
import { appendEntry, lockWallet } from './coin-ledger.repository.ts';
import { expireGrantedCoins, grantStarterCoins, spendableNow } from './coin-wallet.service.ts';

const DAY_MS = 86_400_000;

describe('coin holds: a generation holds, then captures or releases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const hold = (aiUserId: number, coins: number, note = 'Bathroom design') =>
    t.db.transaction((tx) => holdCoins(tx as Database, aiUserId, coins, note));
  const capture = (id: number) => t.db.transaction((tx) => captureHold(tx as Database, id));
  const release = (id: number) => t.db.transaction((tx) => releaseHold(tx as Database, id));
  /** A bare account with one lot of `coins`: a purchase-like grant that never expires. */
  const accountWith = async (coins: number, expiresAt: Date | null = null) => {
    const id = await insertAiUser(t.db, {
      name: 'Cy Coins',
      email: `c-${Math.random()}@example.test`,
      passwordHash: 'x',
    });
    await t.db.transaction(async (tx) => {
      await lockWallet(tx as Database, id);
      await appendEntry(tx as Database, {
        aiUserId: id,
        kind: 'grant',
        coins,
        note: 'Test coins',
        expiresAt,
      });
    });
    return id;
  };

  it('50 holds of 1 coin at once on a balance of 10: exactly 10 held, 40 answered 402, the ledger sums to 0', async () => {
    const id = await accountWith(10);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => hold(id, 1)));
    const held = results.filter((r) => r.status === 'fulfilled');
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason);
    expect(held).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const e of refused) {
      expect(e).toMatchObject({ statusCode: 402 });
      expect(e.message).toMatch(/^You need 1 coin for this; you have 0\.$/);
    }
    const ledger = await ledgerOf(t.db, id);
    expect(ledger).toMatchObject({ sum: 0, balance: 0, chained: true, inLots: 0 });
    expect(ledger.entries.filter((e) => e.kind === 'hold')).toHaveLength(10);
  });

  it('a capture spends (0 coins), a release gives back; each again is nothing, and the other way is 409', async () => {
    const id = await accountWith(5);
    const a = await hold(id, 2);
    const b = await hold(id, 2);
    await capture(a);
    await capture(a);
    await release(b);
    await release(b);
    await expect(release(a)).rejects.toMatchObject({ statusCode: 409 });
    await expect(capture(b)).rejects.toMatchObject({ statusCode: 409 });
    const ledger = await ledgerOf(t.db, id);
    expect(ledger.entries.map((e) => [e.kind, e.coins, e.balance])).toEqual([
      ['grant', 5, 5],
      ['hold', -2, 3],
      ['hold', -2, 1],
      ['capture', 0, 1],
      ['release', 2, 3],
    ]);
    expect(ledger).toMatchObject({ sum: 3, balance: 3, chained: true, inLots: 3 });
    await expect(hold(id, 4)).rejects.toMatchObject({
      statusCode: 402,
      message: 'You need 4 coins for this; you have 3.',
    });
  });

  it('10 captures and 10 releases of one hold at once: one of them ends it, the rest agree or are 409', async () => {
    const id = await accountWith(3);
    const h = await hold(id, 3);
    const ends = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? capture(h) : release(h))),
    );
    const ledger = await ledgerOf(t.db, id);
    const ended = ledger.entries.filter((e) => e.kind === 'capture' || e.kind === 'release');
    expect(ended).toHaveLength(1);
    const refusedKind = ended[0].kind === 'capture' ? 0 : 1;
    expect(ends.filter((r, i) => r.status === 'rejected' && i % 2 === refusedKind)).toHaveLength(10);
    expect(ledger.chained).toBe(true);
  });

  it('spends starter coins before bought ones, and a release puts them back where they came from', async () => {
    const ai = await registerAiAccount(t.app);
    await t.db.transaction(async (tx) => {
      await lockWallet(tx as Database, ai.id);
      await appendEntry(tx as Database, {
        aiUserId: ai.id,
        kind: 'grant',
        coins: 5,
        note: 'Bought-like, never expires',
      });
    });
    const h = await hold(ai.id, 12);
    const draws = await t.db.execute(sql`select l.note, d.coins from ai_coin_draws d
      join ai_coin_entries l on l.id = d.lot_id where d.entry_id = ${h} order by d.id`);
    expect((draws as unknown as { rows: unknown[] }).rows).toEqual([
      { note: 'Starter coins', coins: 10 },
      { note: 'Bought-like, never expires', coins: 2 },
    ]);
    await release(h);
    expect(await ledgerOf(t.db, ai.id)).toMatchObject({ balance: 15, inLots: 15, chained: true });
  });

  it('starter coins past their expiry are spendable no more at once, and the job writes them off', async () => {
    const id = await insertAiUser(t.db, { name: 'Ed Expired', email: 'ed@example.test', passwordHash: 'x' });
    await t.db.transaction((tx) => grantStarterCoins(tx as Database, id, new Date(Date.now() - 91 * DAY_MS)));
    expect(await spendableNow(t.db, id)).toEqual({ balance: 0, expiring: { coins: 0, at: null } });
    await expect(hold(id, 1)).rejects.toMatchObject({
      statusCode: 402,
      message: 'You need 1 coin for this; you have 0.',
    });
    expect(await expireGrantedCoins(t.db)).toBeGreaterThanOrEqual(1);
    expect(await expireGrantedCoins(t.db)).toBe(0);
    const ledger = await ledgerOf(t.db, id);
    expect(ledger.entries.map((e) => [e.kind, e.coins, e.balance])).toEqual([
      ['grant', 10, 10],
      ['expire', -10, 0],
    ]);
  });

  it('coins held from a grant that expires meanwhile expire as soon as they are released', async () => {
    const soon = new Date(Date.now() + DAY_MS);
    const id = await accountWith(4, soon);
    const h = await hold(id, 3);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(soon.getTime() + 1000));
    await release(h);
    const ledger = await ledgerOf(t.db, id);
    expect(ledger.entries.map((e) => [e.kind, e.coins, e.balance])).toEqual([
      ['grant', 4, 4],
      ['hold', -3, 1],
      ['release', 3, 4],
      ['expire', -4, 0],
    ]);
    expect(ledger).toMatchObject({ sum: 0, chained: true, inLots: 0 });
  });

  it('the ledger is append-only and refuses a balance that does not follow the one before', async () => {
    const id = await accountWith(2);
    await expect(
      t.db.execute(sql`update ai_coin_entries set coins = 100 where ai_user_id = ${id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ai_coin_entries where ai_user_id = ${id}`)).rejects.toThrow();
    await expect(
      t.db.execute(sql`insert into ai_coin_entries (ai_user_id, kind, coins, balance, note)
        values (${id}, 'grant', 5, 100, 'invented')`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`insert into ai_coin_entries (ai_user_id, kind, coins, balance, note)
        values (${id}, 'hold', -3, -1, 'overdrawn')`),
    ).rejects.toThrow();
    expect(await ledgerOf(t.db, id)).toMatchObject({ sum: 2, balance: 2, chained: true });
  });
});
