import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { coupons, paymentAttempts, showrooms } from '../../db/schema/index.ts';
import {
  CARD_OK,
  fillCart,
  type OrderFixture,
  orderTestApp,
  placeOrder,
  SHIP_CA,
} from '../orders/orders.fixture.ts';
import { claimCouponUse } from '../showrooms/coupons.repository.ts';

const INVALID = 'The given data was invalid.';

/**
 * The pro portal's coupons (issue 11): the fixture's showroom TESTRM01 is Rosa's, at 15% by default, 20% on
 * one category (the leaf) and 30% on one of its products (a).
 */
describe('/api/pro/coupons', () => {
  let f: OrderFixture;
  let rosa: Record<string, string>;
  let otherPro: Record<string, string>;
  let bareProAuth: Record<string, string>;
  let otherCouponId: number;
  const valid = { code: 'spring10', kind: 'percent', percent_bps: 1000, expires_on: null, max_uses: null };

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    f.t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  beforeAll(async () => {
    f = await orderTestApp();
    rosa = authHeader(await loginAs(f.t.app, f.owner.email));
    const omar = await createUser(f.t.db, { type: 'Contractor', fullName: 'Omar Pro' });
    otherPro = authHeader(await loginAs(f.t.app, omar.email));
    const [room2] = await f.t.db
      .insert(showrooms)
      .values({ userId: omar.id, vsdId: 'OTHER001', companyName: 'Other Co' })
      .returning();
    const [theirs] = await f.t.db
      .insert(coupons)
      .values({ showroomId: room2.id, code: 'THEIRS', kind: 'fixed', amountCents: 100 })
      .returning();
    otherCouponId = theirs.id;
    bareProAuth = authHeader(
      await loginAs(f.t.app, (await createUser(f.t.db, { type: 'Contractor' })).email),
    );
  });
  afterAll(() => f.t.close());

  it('creates a coupon on the caller’s showroom (code upper case) and lists it with its status and uses', async () => {
    const res = await send('POST', '/api/pro/coupons', rosa, {
      ...valid,
      expires_on: '2099-12-31',
      max_uses: 50,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Your coupon is saved.');
    expect(res.json().data).toMatchObject({
      code: 'SPRING10',
      kind: 'percent',
      percent_bps: 1000,
      amount_cents: null,
      category_id: null,
      expires_on: '2099-12-31',
      max_uses: 50,
      uses: 0,
      active: true,
      status: 'active',
    });
    const list = await send('GET', '/api/pro/coupons', rosa);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.coupons.map((c: { code: string }) => c.code)).toEqual(['SPRING10']);
    // The other pro sees theirs only.
    const theirs = await send('GET', '/api/pro/coupons', otherPro);
    expect(theirs.json().data.coupons.map((c: { code: string }) => c.code)).toEqual(['THEIRS']);
  });

  it('refuses a percent above the lowest markup of what it applies to, naming the markup', async () => {
    // The whole showroom: its lowest markup is the 15% default.
    const all = await send('POST', '/api/pro/coupons', rosa, { ...valid, code: 'BIG', percent_bps: 1600 });
    expect(all.statusCode).toBe(422);
    expect(all.json()).toEqual({
      message: INVALID,
      errors: { percent_bps: ['A coupon cannot be more than your lowest markup (15%).'] },
    });
    // The leaf category at 20%: 20% is fine, 20.5% is not.
    const name = (await f.t.db.query.categories.findFirst({ where: (c, { eq }) => eq(c.id, f.leaf.id) }))!
      .name;
    const over = await send('POST', '/api/pro/coupons', rosa, {
      ...valid,
      code: 'LEAF',
      percent_bps: 2050,
      category_id: f.leaf.id,
    });
    expect(over.json().errors).toEqual({
      percent_bps: [`A coupon cannot be more than your markup on ${name} (20%).`],
    });
    const at = await send('POST', '/api/pro/coupons', rosa, {
      ...valid,
      code: 'LEAF',
      percent_bps: 2000,
      category_id: f.leaf.id,
    });
    expect(at.statusCode).toBe(201);
    expect(at.json().data).toMatchObject({ category_id: f.leaf.id, category_name: name });
  });

  it('answers each bad field with its message and writes nothing', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ ...valid, code: '' }, { code: ['The code field is required.'] }],
      [
        { ...valid, code: 'a b' },
        { code: ['The code must be 3 to 20 letters or digits (- and _ allowed).'] },
      ],
      [
        { ...valid, code: 'AB\u0000C' },
        { code: ['The code must be 3 to 20 letters or digits (- and _ allowed).'] },
      ],
      [{ ...valid, kind: 'bogo' }, { kind: ['Choose a percent or an amount off.'] }],
      [{ ...valid, percent_bps: null }, { percent_bps: ['The percent off is required.'] }],
      [{ ...valid, percent_bps: 0 }, { percent_bps: ['The percent off must be more than 0%.'] }],
      [{ ...valid, percent_bps: 1e20 }, { percent_bps: ['The percent off may not be more than 100%.'] }],
      [{ ...valid, kind: 'fixed', percent_bps: null }, { amount_cents: ['The amount off is required.'] }],
      [
        { ...valid, kind: 'fixed', amount_cents: 1.5 },
        { amount_cents: ['The amount off must be an integer.'] },
      ],
      [
        { ...valid, expires_on: '2027-02-30' },
        { expires_on: ['The expiry must be a date like 2027-01-31.'] },
      ],
      [{ ...valid, expires_on: '2020-01-01' }, { expires_on: ['The expiry must be today or later.'] }],
      [{ ...valid, max_uses: 0 }, { max_uses: ['The usage limit must be at least 1.'] }],
      [{ ...valid, category_id: 2147483647 }, { category_id: ['The selected category is invalid.'] }],
      [{ ...valid, code: 'Spring10' }, { code: ['You already have a coupon with this code.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await send('POST', '/api/pro/coupons', rosa, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors, JSON.stringify(body)).toMatchObject(errors);
    }
    const list = await send('GET', '/api/pro/coupons', rosa);
    expect(list.json().data.coupons).toHaveLength(2);
  });

  it('updates and deletes only the caller’s own coupons: another pro’s id is 404', async () => {
    const [mine] = (await send('GET', '/api/pro/coupons', rosa))
      .json()
      .data.coupons.filter((c: { code: string }) => c.code === 'SPRING10');
    const paused = await send('PUT', `/api/pro/coupons/${mine.id}`, rosa, {
      ...valid,
      kind: 'fixed',
      amount_cents: 2500,
      active: false,
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({
      kind: 'fixed',
      amount_cents: 2500,
      percent_bps: null,
      status: 'paused',
    });
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await send(
        method,
        `/api/pro/coupons/${otherCouponId}`,
        rosa,
        method === 'PUT' ? valid : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect((await send(method, '/api/pro/coupons/abc', rosa, valid)).statusCode).toBe(404);
    }
    expect(
      (await send('PUT', `/api/pro/coupons/${mine.id}`, rosa, { ...valid, code: 'leaf' })).json().errors,
    ).toEqual({
      code: ['You already have a coupon with this code.'],
    });
    const gone = await send('DELETE', `/api/pro/coupons/${mine.id}`, rosa);
    expect(gone.json()).toMatchObject({ success: true, message: 'Your coupon is deleted.' });
    expect((await send('DELETE', `/api/pro/coupons/${mine.id}`, rosa)).statusCode).toBe(404);
    const theirs = await send('GET', '/api/pro/coupons', otherPro);
    expect(theirs.json().data.coupons).toHaveLength(1);
  });

  it('is for Contractors with a showroom only: 401 anonymous, 403 other roles, 404 without a showroom', async () => {
    expect((await send('GET', '/api/pro/coupons', {})).statusCode).toBe(401);
    expect((await send('POST', '/api/pro/coupons', {}, valid)).statusCode).toBe(401);
    for (const headers of [f.annAuth, f.auth.vendorA, f.auth.admin]) {
      expect((await send('GET', '/api/pro/coupons', headers)).statusCode).toBe(403);
      expect((await send('POST', '/api/pro/coupons', headers, valid)).statusCode).toBe(403);
      expect((await send('DELETE', `/api/pro/coupons/${otherCouponId}`, headers)).statusCode).toBe(403);
    }
    expect((await send('GET', '/api/pro/coupons', bareProAuth)).statusCode).toBe(404);
    expect((await send('POST', '/api/pro/coupons', bareProAuth, valid)).statusCode).toBe(404);
  });

  describe('usage limit, counted when an order is placed', () => {
    const order = (headers: Record<string, string>, key: string, card = CARD_OK) =>
      placeOrder(f, headers, key, { payment: card, ship_to: SHIP_CA, coupon: 'ONCE' });
    const lines = () => [{ hash: f.b.hash, qty: 1 }];

    beforeAll(async () => {
      const res = await send('POST', '/api/pro/coupons', rosa, { ...valid, code: 'ONCE', max_uses: 1 });
      expect(res.statusCode).toBe(201);
    });

    it('a declined payment gives its use back; the next order takes it; the one after is refused', async () => {
      await fillCart(f, f.annAuth, lines());
      const declined = await order(f.annAuth, 'once-declined', {
        ...CARD_OK,
        card_number: '4000 0000 0000 0341',
      });
      expect(declined.statusCode).toBe(422);
      const placed = await order(f.annAuth, 'once-ok');
      expect(placed.statusCode).toBe(201);
      expect(placed.json().data.coupon_code).toBe('ONCE');
      await fillCart(f, f.bobAuth, lines());
      const refused = await order(f.bobAuth, 'once-bob');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ coupon: ['This coupon has been used up.'] });
      const applied = await send('POST', '/api/projectCart/coupon', f.bobAuth, { coupon: 'once' });
      expect(applied.json().errors).toEqual({ coupon: ['This coupon has been used up.'] });
      const [listed] = (await send('GET', '/api/pro/coupons', rosa))
        .json()
        .data.coupons.filter((c: { code: string }) => c.code === 'ONCE');
      expect(listed).toMatchObject({ uses: 1, max_uses: 1, status: 'used_up' });
    });

    it('a placement taking the last use makes a concurrent one wait for it, then refuses that one', async () => {
      const [coupon] = await f.t.db
        .insert(coupons)
        .values({ showroomId: f.room.id, code: 'GATED', kind: 'fixed', amountCents: 100, maxUses: 1 })
        .returning();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = f.t.db.transaction(async (tx) => {
        const claimed = await claimCouponUse(tx, coupon.id);
        await tx.insert(paymentAttempts).values({
          userId: f.ann.id,
          provider: 'sandbox',
          providerKey: 'gated-attempt',
          request: {} as never,
          draft: {} as never,
          couponId: coupon.id,
        });
        await gate;
        return claimed;
      });
      await sleep(100);
      const second = f.t.db.transaction((tx) => claimCouponUse(tx, coupon.id));
      await sleep(100);
      release();
      expect(await first).toBe(true);
      expect(await second).toBe(false);
    });

    it('two orders placed at once with the last use: exactly one gets it', async () => {
      const res = await send('POST', '/api/pro/coupons', rosa, { ...valid, code: 'LASTONE', max_uses: 1 });
      expect(res.statusCode).toBe(201);
      const carol = await createUser(f.t.db, { fullName: 'Carol Home' });
      const carolAuth = authHeader(await loginAs(f.t.app, carol.email));
      await fillCart(f, carolAuth, lines());
      const both = await Promise.all(
        [f.bobAuth, carolAuth].map((h, i) =>
          placeOrder(f, h, `last-${i}`, { payment: CARD_OK, ship_to: SHIP_CA, coupon: 'LASTONE' }),
        ),
      );
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
      expect(both.find((r) => r.statusCode === 422)!.json().errors).toEqual({
        coupon: ['This coupon has been used up.'],
      });
    });
  });
});
