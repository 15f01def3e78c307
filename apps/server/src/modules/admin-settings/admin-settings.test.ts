import { DEFAULT_SUBSCRIPTION_PLANS } from '@app/domain/subscriptions/plans';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';

type Audit = {
  actor_id: number;
  actor_type: string;
  action: string;
  entity_id: string;
  before: unknown;
  after: unknown;
};

describe('GET and PUT /api/admin/settings', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(t.db, { type: 'Admin', fullName: 'Ada Admin' });
    adminId = user.id;
    admin = authHeader(await loginAsVerifiedAdmin(t.app, user.email));
  });
  afterAll(() => t.close());

  const get = () => t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin });
  const put = (payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: payload as object });
  const audits = async () =>
    rowsOf<Audit>(
      await t.db.execute(sql`select actor_id, actor_type, action, entity_id, before, after from audit_log
        where entity = 'setting' order by id`),
    );
  const stored = async (key: string) =>
    rowsOf<{ value: unknown }>(await t.db.execute(sql`select value from settings where key = ${key}`))[0]
      ?.value;

  it('shows what pricing uses when nothing is stored: 5% fee, no tax, free shipping, $15 return shipping', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      platform_fee_bps: 500,
      shipping_charge_cents: 0,
      return_shipping_cents: 1500,
      subscription_plans: DEFAULT_SUBSCRIPTION_PLANS,
    });
    expect(Object.keys(data.sales_tax_bps_by_state)).toHaveLength(51);
    expect(Object.values(data.sales_tax_bps_by_state).every((v) => v === 0)).toBe(true);
  });

  it('saves what changed, answers the new values, and records each change with before and after', async () => {
    const plans = structuredClone(DEFAULT_SUBSCRIPTION_PLANS);
    plans.plans[0].price_cents = 3_900;
    const res = await put({
      platform_fee_bps: 650,
      sales_tax_bps_by_state: { CA: 725, NV: 685, OR: 0 },
      shipping_charge_cents: 995,
      return_shipping_cents: 1500,
      subscription_plans: plans,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The settings are saved.');
    const data = res.json().data;
    expect(data).toMatchObject({
      platform_fee_bps: 650,
      shipping_charge_cents: 995,
      return_shipping_cents: 1500,
    });
    expect(data.sales_tax_bps_by_state).toMatchObject({ CA: 725, NV: 685, OR: 0, TX: 0 });
    expect(data.subscription_plans.plans[0].price_cents).toBe(3_900);
    expect((await get()).json().data).toEqual(data);

    // Stored under the keys pricing reads; the tax table keeps only taxed states.
    expect(await stored('platform_fee_bps')).toBe(650);
    expect(await stored('shipping_charge')).toBe(995);
    expect(await stored('sales_tax_bps_by_state')).toEqual({ CA: 725, NV: 685 });
    // Return shipping did not change (1500 is the default): nothing written, nothing recorded.
    expect(await stored('return_shipping_cents')).toBeUndefined();

    const log = await audits();
    expect(log.map((a) => a.entity_id)).toEqual([
      'platform_fee_bps',
      'shipping_charge',
      'sales_tax_bps_by_state',
      'subscription_plans',
    ]);
    expect(log[0]).toMatchObject({
      actor_id: adminId,
      actor_type: 'Admin',
      action: 'setting.update',
      before: 500,
      after: 650,
    });
    expect(log[1]).toMatchObject({ before: 0, after: 995 });
    expect(log[2]).toMatchObject({ before: { CA: 0, NV: 0 }, after: { CA: 725, NV: 685 } });
    expect(log[3]).toMatchObject({ before: DEFAULT_SUBSCRIPTION_PLANS, after: plans });
  });

  it('keeps the states a tax change leaves out, and records only the states that changed', async () => {
    const res = await put({ sales_tax_bps_by_state: { CA: 750 } });
    expect(res.json().data.sales_tax_bps_by_state).toMatchObject({ CA: 750, NV: 685 });
    expect((await audits()).at(-1)).toMatchObject({ before: { CA: 725 }, after: { CA: 750 } });
    const removed = await put({ sales_tax_bps_by_state: { NV: 0 } });
    expect(removed.json().data.sales_tax_bps_by_state.NV).toBe(0);
    expect(await stored('sales_tax_bps_by_state')).toEqual({ CA: 750 });
  });

  it('records nothing when nothing changes', async () => {
    const before = (await audits()).length;
    const res = await put({ platform_fee_bps: 650, sales_tax_bps_by_state: { CA: 750 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('No setting changed.');
    expect(await audits()).toHaveLength(before);
  });

  it('refuses bad values with a 422 on the field and saves nothing of the request', async () => {
    const before = { settings: (await get()).json().data, audits: (await audits()).length };
    const cases: Array<[unknown, string, string]> = [
      [{ platform_fee_bps: -1 }, 'platform_fee_bps', 'The platform fee must be at least 0%.'],
      [{ platform_fee_bps: 10_001 }, 'platform_fee_bps', 'The platform fee may not be more than 100%.'],
      [{ platform_fee_bps: 1e308 }, 'platform_fee_bps', 'The platform fee may not be more than 100%.'],
      [{ platform_fee_bps: '5\u0000' }, 'platform_fee_bps', 'The platform fee must be an integer.'],
      [{ platform_fee_bps: 12.5 }, 'platform_fee_bps', 'The platform fee must be an integer.'],
      [
        { sales_tax_bps_by_state: { CA: 10_001 } },
        'sales_tax_bps_by_state.CA',
        'The sales tax rate may not be more than 100%.',
      ],
      [{ sales_tax_bps_by_state: { XX: 5 } }, 'sales_tax_bps_by_state.XX', 'XX is not a US state.'],
      [
        { shipping_charge_cents: 1e308 },
        'shipping_charge_cents',
        'The shipping charge may not be greater than $1,000.00.',
      ],
      [
        { return_shipping_cents: -100 },
        'return_shipping_cents',
        'The return shipping must be at least $0.00.',
      ],
    ];
    for (const [body, field, message] of cases) {
      // A valid change beside the bad one is not saved either.
      const res = await put({ shipping_charge_cents: 1, ...(body as object) });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid.', errors: { [field]: [message] } });
    }
    const plans = structuredClone(DEFAULT_SUBSCRIPTION_PLANS);
    plans.plans[0].name = 'Basic\u0000';
    const nul = await put({ subscription_plans: plans });
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(nul.json().errors)).toEqual(['subscription_plans.plans.0.name']);
    const raw = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"platform_fee_bps": 1e999}',
    });
    expect(raw.statusCode).toBe(422);
    expect(Object.keys(raw.json().errors)).toEqual(['platform_fee_bps']);
    expect((await get()).json().data).toEqual(before.settings);
    expect(await audits()).toHaveLength(before.audits);
  });

  it('two admins saving at once each record the value they replaced', async () => {
    const other = await createUser(t.db, { type: 'Admin' });
    const otherAuth = authHeader(await loginAsVerifiedAdmin(t.app, other.email));
    const [a, b] = await Promise.all([
      put({ platform_fee_bps: 700 }),
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: otherAuth,
        payload: { platform_fee_bps: 800 },
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const fees = (await audits()).filter((x) => x.entity_id === 'platform_fee_bps').slice(-2);
    // Chained: the second change starts from the first one's value, whichever came first.
    expect(fees[1].before).toBe(fees[0].after);
    expect(fees[0].before).toBe(650);
  });
});
