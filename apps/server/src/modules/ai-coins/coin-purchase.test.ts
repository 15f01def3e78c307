import { DEFAULT_AI_COIN_SETTINGS } from '@app/domain/ai-design/coins';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allStoredText,
  authHeader,
  buildTestApp,
  createUser,
  loginAs,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { type Database, rowsOf } from '../../db/client.ts';
import { registerAiAccount } from '../ai-accounts/ai-accounts.fixture.ts';
import { CARD_OK } from '../orders/orders.fixture.ts';
import { ledgerOf, providerBook } from './ai-coins.fixture.ts';
import { holdCoins } from './coin-holds.service.ts';
import { refundUnusedCoins } from './coin-refund.service.ts';

const DAY_MS = 86_400_000;

describe('AI coins: POST /api/AI/get_credits, pack purchase and refund', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const credits = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/AI/get_credits', headers });
  const buy = (
    headers: Record<string, string>,
    pack: string,
    key: string | null,
    payment: unknown = CARD_OK,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/AI/coin_packs/${pack}/purchase`,
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
      payload: { payment } as object,
    });
  const refund = (headers: Record<string, string>, entryId: number) =>
    t.app.inject({ method: 'POST', url: `/api/AI/coin_packs/purchases/${entryId}/refund`, headers });

  it('answers the balance, what will expire and when, the costs, the packs and the history', async () => {
    const ai = await registerAiAccount(t.app);
    const res = await credits(ai.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      balance: 10,
      expiring: { coins: 10, at: expect.any(String) },
      costs: { generation: 2, refinement: 1, picture: 1 },
      packs: DEFAULT_AI_COIN_SETTINGS.packs,
      history: [
        { kind: 'grant', coins: 10, balance: 10, note: 'Starter coins', expires_at: data.expiring.at },
      ],
    });
    expect((await credits({})).statusCode).toBe(401);
  });

  it('buys a pack once under its Idempotency-Key: 201, the coins credited never to expire, one charge; a replay is 200', async () => {
    const ai = await registerAiAccount(t.app);
    const res = await buy(ai.headers, 'pack-50', 'buy-1');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('50 coins added to your balance.');
    const got = res.json().data.credits;
    expect(got.balance).toBe(60);
    expect(got.expiring.coins).toBe(10);
    expect(got.history[0]).toMatchObject({
      kind: 'purchase',
      coins: 50,
      balance: 60,
      note: 'Pack of 50 coins',
      expires_at: null,
    });

    const again = await buy(ai.headers, 'pack-50', 'buy-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.credits.balance).toBe(60);
    const book = await providerBook(t.db);
    const mine = book.charges.filter((c) => c.amount_cents === 499);
    expect(mine).toHaveLength(1);
    expect(await ledgerOf(t.db, ai.id)).toMatchObject({ sum: 60, balance: 60, chained: true, inLots: 60 });

    const other = await buy(ai.headers, 'pack-120', 'buy-1');
    expect([other.statusCode, other.json().message]).toEqual([
      409,
      'This Idempotency-Key was already used for a different purchase request.',
    ]);
    // The card number and CVV are stored nowhere.
    expect(await allStoredText(t.db)).not.toMatch(/4242424242424242|4242 4242 4242 4242/);
  });

  it('refuses without the AI token, without a key, with a saved card, an unknown pack or a declined card', async () => {
    const ai = await registerAiAccount(t.app);
    const market = await createUser(t.db);
    const marketAuth = authHeader(await loginAs(t.app, market.email));
    expect((await buy({}, 'pack-50', 'k')).statusCode).toBe(401);
    expect((await buy(marketAuth, 'pack-50', 'k')).statusCode).toBe(401);
    expect((await buy({ AIauthToken: await loginAs(t.app, market.email) }, 'pack-50', 'k')).statusCode).toBe(
      401,
    );
    const noKey = await buy(ai.headers, 'pack-50', null);
    expect([noKey.statusCode, noKey.json().errors]).toEqual([
      422,
      { 'Idempotency-Key': ['The Idempotency-Key header is required.'] },
    ]);
    const saved = await buy(ai.headers, 'pack-50', 'saved', { saved_card: true });
    expect([saved.statusCode, saved.json().errors]).toEqual([
      422,
      { payment: ['Enter a card: an AI design account keeps no saved card.'] },
    ]);
    expect((await buy(ai.headers, 'pack-999', 'unknown')).statusCode).toBe(404);
    const declined = await buy(ai.headers, 'pack-50', 'declined', {
      ...CARD_OK,
      card_number: '4000 0000 0000 9995',
    });
    expect([declined.statusCode, declined.json().errors]).toEqual([
      422,
      { card_number: ['Your card has insufficient funds.'] },
    ]);
    // The declined try let its key go: the same key with a good card is a new purchase.
    expect((await buy(ai.headers, 'pack-50', 'declined')).statusCode).toBe(201);
    expect(await ledgerOf(t.db, ai.id)).toMatchObject({ balance: 60, chained: true });
  });

  it('sells at the prices and sizes the admin saves', async () => {
    const admin = await createUser(t.db, { type: 'Admin' });
    const adminAuth = authHeader(await loginAsVerifiedAdmin(t.app, admin.email));
    const packs = [{ id: 'starter-pack', coins: 25, price_cents: 299 }];
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: adminAuth,
      payload: { ai_coins: { ...DEFAULT_AI_COIN_SETTINGS, starter_coins: 3, packs } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.ai_coins).toMatchObject({ starter_coins: 3, packs });
    const ai = await registerAiAccount(t.app);
    expect((await credits(ai.headers)).json().data).toMatchObject({ balance: 3, packs });
    expect((await buy(ai.headers, 'pack-50', 'gone')).statusCode).toBe(404);
    const res = await buy(ai.headers, 'starter-pack', 'new-pack');
    expect(res.json().data.credits.balance).toBe(28);
    expect((await providerBook(t.db)).charges.some((c) => c.amount_cents === 299)).toBe(true);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: adminAuth,
      payload: { ai_coins: { ...DEFAULT_AI_COIN_SETTINGS, packs: [{ id: 'x', coins: 1, price_cents: 10 }] } },
    });
    expect([bad.statusCode, bad.json().errors]).toEqual([
      422,
      { 'ai_coins.packs.0.price_cents': ['The pack price must be at least $0.50.'] },
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: adminAuth,
      payload: { ai_coins: DEFAULT_AI_COIN_SETTINGS },
    });
  });

  it('refunds the unused coins of a pack within 14 days, pro rata, once; spent starter coins first keep bought ones refundable', async () => {
    const ai = await registerAiAccount(t.app);
    const bought = (await buy(ai.headers, 'pack-50', 'refund-1')).json().data.credits;
    const entryId = bought.history[0].id as number;
    // 15 held: the 10 starter coins, then 5 of the pack; 45 of the pack are unused.
    await t.db.transaction((tx) => holdCoins(tx as Database, ai.id, 15, 'Kitchen design'));
    const res = await refund(ai.headers, entryId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your unused coins are refunded: $4.49.');
    expect(res.json().data.credits.balance).toBe(0);
    expect(res.json().data.credits.history[0]).toMatchObject({
      kind: 'refund',
      coins: -45,
      balance: 0,
      note: 'Refund of 45 unused coins',
    });
    const refunds = (await providerBook(t.db)).refunds.filter((r) => r.amount_cents === 449);
    expect(refunds).toHaveLength(1);

    const again = await refund(ai.headers, entryId);
    expect(again.statusCode).toBe(200);
    expect((await providerBook(t.db)).refunds.filter((r) => r.amount_cents === 449)).toHaveLength(1);
    expect(await ledgerOf(t.db, ai.id)).toMatchObject({ sum: 0, balance: 0, chained: true, inLots: 0 });
    const purchase = rowsOf<{ refund_coins: number; refund_cents: number; refund_id: string | null }>(
      await t.db.execute(
        sql`select refund_coins, refund_cents, refund_id from ai_coin_purchases where ai_user_id = ${ai.id}`,
      ),
    );
    expect(purchase).toEqual([{ refund_coins: 45, refund_cents: 449, refund_id: expect.any(String) }]);
  });

  it('no refund after 14 days, of a pack wholly used, or of another account’s purchase', async () => {
    const ai = await registerAiAccount(t.app);
    const entryId = (await buy(ai.headers, 'pack-50', 'late')).json().data.credits.history[0].id as number;
    const late = refundUnusedCoins(t.db, t.app.payments, {
      aiUserId: ai.id,
      entryId,
      now: new Date(Date.now() + 14 * DAY_MS + 60_000),
    });
    await expect(late).rejects.toMatchObject({
      statusCode: 409,
      message: 'Bought coins can be refunded within 14 days of their purchase.',
    });
    const other = await registerAiAccount(t.app);
    expect((await refund(other.headers, entryId)).statusCode).toBe(404);
    await t.db.transaction((tx) => holdCoins(tx as Database, ai.id, 60, 'Everything'));
    const used = await refund(ai.headers, entryId);
    expect([used.statusCode, used.json().message]).toEqual([409, 'Every coin of this pack has been used.']);
  });
});
