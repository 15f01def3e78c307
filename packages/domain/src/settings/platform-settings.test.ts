import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBSCRIPTION_PLANS } from '../subscriptions/plans.ts';
import {
  fullTaxTable,
  platformSettingsUpdateSchema,
  storedTaxTable,
  taxTableChanges,
} from './platform-settings.ts';
import {
  platformFeeEffect,
  returnShippingEffect,
  salesTaxEffect,
  shippingChargeEffect,
} from './setting-effects.ts';

const issues = (body: unknown) =>
  (platformSettingsUpdateSchema.safeParse(body).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.message,
  ]);

describe('the platform settings the admin edits', () => {
  it('accepts whole numbers within their bounds, and any subset of the settings', () => {
    expect(
      platformSettingsUpdateSchema.parse({
        platform_fee_bps: 0,
        sales_tax_bps_by_state: { CA: 10_000, OR: 0 },
        shipping_charge_cents: '1500',
        return_shipping_cents: 100_000,
        subscription_plans: DEFAULT_SUBSCRIPTION_PLANS,
      }),
    ).toMatchObject({
      platform_fee_bps: 0,
      shipping_charge_cents: 1500,
      sales_tax_bps_by_state: { CA: 10_000 },
    });
    expect(platformSettingsUpdateSchema.parse({})).toEqual({});
  });

  it('refuses a negative rate, one above 100%, a fraction, 1e308, hex, a boolean: each on its field', () => {
    expect(issues({ platform_fee_bps: -1 })).toEqual([
      ['platform_fee_bps', 'The platform fee must be at least 0%.'],
    ]);
    expect(issues({ platform_fee_bps: 10_001 })).toEqual([
      ['platform_fee_bps', 'The platform fee may not be more than 100%.'],
    ]);
    expect(issues({ platform_fee_bps: 1e308 })).toEqual([
      ['platform_fee_bps', 'The platform fee may not be more than 100%.'],
    ]);
    for (const bad of [5.5, '0x10', '1e3', true, null, '\u0000'])
      expect(issues({ platform_fee_bps: bad })).toEqual([
        ['platform_fee_bps', 'The platform fee must be an integer.'],
      ]);
    expect(issues({ shipping_charge_cents: 100_001 })).toEqual([
      ['shipping_charge_cents', 'The shipping charge may not be greater than $1,000.00.'],
    ]);
    expect(issues({ return_shipping_cents: -5 })).toEqual([
      ['return_shipping_cents', 'The return shipping must be at least $0.00.'],
    ]);
  });

  it('checks the tax table by state: a rate per state in bounds, no unknown state', () => {
    expect(issues({ sales_tax_bps_by_state: { CA: 10_001, ZZ: 1, ca: 5 } })).toEqual([
      ['sales_tax_bps_by_state.CA', 'The sales tax rate may not be more than 100%.'],
      ['sales_tax_bps_by_state.ZZ', 'ZZ is not a US state.'],
      ['sales_tax_bps_by_state.ca', 'ca is not a US state.'],
    ]);
    expect(issues({ sales_tax_bps_by_state: [725] })[0][0]).toBe('sales_tax_bps_by_state');
  });

  it('checks the plans: each field with its message, each code once, retries going up', () => {
    const plans = structuredClone(DEFAULT_SUBSCRIPTION_PLANS);
    plans.plans[1].code = 'basic';
    plans.plans[0].price_cents = 10;
    plans.plans[0].name = '  ';
    plans.retry_days = [3, 1];
    expect(issues({ subscription_plans: plans })).toEqual([
      ['subscription_plans.plans.0.name', 'The plan name field is required.'],
      ['subscription_plans.plans.0.price_cents', 'The plan price must be at least $0.50.'],
      ['subscription_plans.retry_days', 'The retry days must go up, each day once.'],
    ]);
    plans.plans[0] = { ...DEFAULT_SUBSCRIPTION_PLANS.plans[0] };
    plans.retry_days = [1];
    expect(issues({ subscription_plans: plans })).toEqual([
      ['subscription_plans.plans.1.code', 'Each plan needs its own code.'],
    ]);
    expect(issues({ subscription_plans: { ...plans, plans: [] } })).toEqual([
      ['subscription_plans.plans', 'At least one plan is required.'],
    ]);
  });

  it('lists every state, stores only taxed ones, and records only the states that changed', () => {
    const table = fullTaxTable({ CA: 725 });
    expect(Object.keys(table)).toHaveLength(51);
    expect(table).toMatchObject({ CA: 725, OR: 0, DC: 0 });
    expect(storedTaxTable({ ...table, OR: 0, NV: 685 })).toEqual({ CA: 725, NV: 685 });
    expect(taxTableChanges({ CA: 725, OR: 0 }, { CA: 750, NV: 685 })).toEqual({
      before: { CA: 725, NV: 0 },
      after: { CA: 750, NV: 685 },
    });
  });

  it('explains each setting in plain words with a $100.00 example', () => {
    expect(platformFeeEffect(500)).toMatch(/^A \$100\.00 item costs the homeowner \$105\.00 with a 5% fee/);
    expect(platformFeeEffect(1250)).toContain('$112.50 with a 12.5% fee');
    expect(salesTaxEffect('California', 725)).toBe(
      'Shipped to California (7.25%), a $100.00 line pays $7.25 sales tax.',
    );
    expect(salesTaxEffect('Oregon', 0)).toBe('Orders shipped to Oregon pay no sales tax.');
    expect(shippingChargeEffect(0)).toBe('Every order ships free nationwide.');
    expect(shippingChargeEffect(995)).toContain('$9.95 shipping');
    expect(returnShippingEffect(1500)).toContain('restocking fee of at most $15.00');
  });
});
