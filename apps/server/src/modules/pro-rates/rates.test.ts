import { DEFAULT_RATE_TABLE } from '@app/domain/estimates/rates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';

/** The pro's install rate table (issue 25 point 1): GET and PUT /api/pro/rates, the caller's own only. */
describe('the pro’s rate table (/api/pro/rates)', () => {
  let t: TestApp;
  const auth: Record<'pro' | 'designer' | 'homeowner', Record<string, string>> = {} as never;

  const get = (who: keyof typeof auth | null) =>
    t.app.inject({ method: 'GET', url: '/api/pro/rates', headers: who ? auth[who] : {} });
  const put = (who: keyof typeof auth | null, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/pro/rates',
      headers: who ? auth[who] : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [who, type] of [
      ['pro', 'Contractor'],
      ['designer', 'Contractor'],
      ['homeowner', 'User'],
    ] as const) {
      auth[who] = authHeader(await loginAs(t.app, (await createUser(t.db, { type })).email));
    }
  });
  afterAll(() => t.close());

  it('is for pros: 401 without a token, 403 to a homeowner, before the body is read', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, { rates: 'x' })).statusCode).toBe(401);
    const refused = await get('homeowner');
    expect(refused.statusCode).toBe(403);
    expect((await put('homeowner', { rates: 'x' })).statusCode).toBe(403);
  });

  it('answers the default table until the pro saves one', async () => {
    const res = await get('pro');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...DEFAULT_RATE_TABLE, is_default: true, updated_at: null });
  });

  it('replaces the whole table, which the pro then reads; another pro keeps the default', async () => {
    const table = {
      labour_markup_bps: 1_500,
      rates: [
        { category: 'floor_tile', basis: 'sqft', rate_cents: 850 },
        { category: 'countertop', basis: 'lft', rate_cents: 4_000 },
      ],
    };
    const saved = await put('pro', table);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Your rates are saved.',
      data: { ...table, is_default: false },
    });
    expect((await get('pro')).json().data).toEqual(saved.json().data);
    // Replaced, not merged: a second save without the countertop drops it.
    const again = await put('pro', { rates: [{ category: 'vanity', basis: 'piece', rate_cents: 30_000 }] });
    expect(again.json().data).toMatchObject({
      labour_markup_bps: DEFAULT_RATE_TABLE.labour_markup_bps,
      rates: [{ category: 'vanity', basis: 'piece', rate_cents: 30_000 }],
    });
    expect((await get('designer')).json().data.is_default).toBe(true);
  });

  it('lets a designer keep a table of their own', async () => {
    const res = await put('designer', { labour_markup_bps: 0, rates: [] });
    expect(res.statusCode).toBe(200);
    expect((await get('designer')).json().data).toMatchObject({
      labour_markup_bps: 0,
      rates: [],
      is_default: false,
    });
  });

  it('refuses each bad field with the domain’s message, and keeps the table as it was', async () => {
    const before = (await get('pro')).json().data;
    const cases: [unknown, string, string][] = [
      [
        { labour_markup_bps: 10_001, rates: [] },
        'labour_markup_bps',
        'The labour markup may not be more than 100%.',
      ],
      [
        { rates: [{ category: 'roofing', basis: 'sqft', rate_cents: 1 }] },
        'rates.0.category',
        'The category is invalid.',
      ],
      [
        { rates: [{ category: 'toilet', basis: 'sqft', rate_cents: 1 }] },
        'rates.0.basis',
        'Toilets are priced per piece.',
      ],
      [
        { rates: [{ category: 'paint', basis: 'sqft', rate_cents: 1_000_001 }] },
        'rates.0.rate_cents',
        'The rate may not be more than $10,000.00.',
      ],
      [
        {
          rates: [
            { category: 'paint', basis: 'sqft', rate_cents: 1 },
            { category: 'paint', basis: 'sqft', rate_cents: 2 },
          ],
        },
        'rates.1.category',
        'Paint and wallcovering is listed twice.',
      ],
      [{ rates: 'all of them' }, 'rates', 'The rates must be a list.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await put('pro', body);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    // Past any integer, a string of digits, a float, a NUL byte: 422, never a 500.
    for (const rate of [2 ** 53, 1e23, '0x10', 7.5, -1]) {
      const res = await put('pro', { rates: [{ category: 'paint', basis: 'sqft', rate_cents: rate }] });
      expect(res.statusCode, String(rate)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['rates.0.rate_cents']);
    }
    const nul = await put('pro', { rates: [{ category: 'paint\u0000', basis: 'sqft', rate_cents: 1 }] });
    expect(nul.statusCode).toBe(422);
    expect((await get('pro')).json().data).toEqual(before);
  });
});
