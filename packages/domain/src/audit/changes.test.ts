import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBSCRIPTION_PLANS } from '../subscriptions/plans.ts';
import { auditChanges, humanise } from './changes.ts';

const entry = (over: {
  action?: string;
  entity?: string;
  entity_id?: string;
  before: unknown;
  after: unknown;
}) => ({
  action: 'update',
  entity: 'order_item',
  entity_id: '7',
  ...over,
});

describe('auditChanges: who changed what, from what to what, in words', () => {
  it('reads a status change whether recorded bare or as a field', () => {
    const line = { label: 'Status', before: 'Vendor Approved', after: 'Accept to Pick Up' };
    expect(
      auditChanges(entry({ action: 'status', before: 'Vendor Approved', after: 'Accept to Pick Up' })),
    ).toEqual([line]);
    expect(
      auditChanges(entry({ before: { status: 'Vendor Approved' }, after: { status: 'Accept to Pick Up' } })),
    ).toEqual([line]);
  });

  it('reads the order items’ entries: the status and any money moved, not the unchanged order number', () => {
    expect(
      auditChanges(
        entry({
          action: 'order_item.status',
          before: { status: 'Return Request', order_number: 1005 },
          after: { status: 'Returned', order_number: 1005, refund_cents: 8_500, restocking_fee_cents: 1_500 },
        }),
      ),
    ).toEqual([
      { label: 'Status', before: 'Return Request', after: 'Returned' },
      { label: 'Refund', before: '—', after: '$85.00' },
      { label: 'Restocking fee', before: '—', after: '$15.00' },
    ]);
  });

  it('names settings and shows rates as percents and money as dollars', () => {
    const setting = (entity_id: string, before: unknown, after: unknown) =>
      auditChanges(entry({ entity: 'setting', entity_id, action: 'setting.update', before, after }));
    expect(setting('platform_fee_bps', 500, 650)).toEqual([
      { label: 'Platform fee', before: '5%', after: '6.5%' },
    ]);
    expect(setting('shipping_charge', 0, 995)).toEqual([
      { label: 'Shipping charge', before: '$0.00', after: '$9.95' },
    ]);
    expect(setting('sales_tax_bps_by_state', { CA: 725, NV: 0 }, { CA: 750, NV: 685 })).toEqual([
      { label: 'Sales tax · California', before: '7.25%', after: '7.5%' },
      { label: 'Sales tax · Nevada', before: '0%', after: '6.85%' },
    ]);
    const plans = structuredClone(DEFAULT_SUBSCRIPTION_PLANS);
    plans.plans[1].price_cents = 24_900;
    plans.retry_days = [2, 4];
    expect(setting('subscription_plans', DEFAULT_SUBSCRIPTION_PLANS, plans)).toEqual([
      { label: 'Subscription plans · Plans · Premium · Price', before: '$199.00', after: '$249.00' },
      { label: 'Subscription plans · Retry days', before: '1, 3, 5', after: '2, 4' },
    ]);
  });

  it('shows a value that appears or goes as —, and nothing when nothing changed', () => {
    expect(
      auditChanges(entry({ before: null, after: { moderation_reason: 'Counterfeit', hidden: true } })),
    ).toEqual([
      { label: 'Moderation reason', before: '—', after: 'Counterfeit' },
      { label: 'Hidden', before: '—', after: 'Yes' },
    ]);
    expect(auditChanges(entry({ before: { a: 1 }, after: { a: 1 } }))).toEqual([]);
  });

  it('humanises keys', () => {
    expect(humanise('moderation_reason')).toBe('Moderation reason');
    expect(humanise('price_cents')).toBe('Price');
    expect(humanise('CA')).toBe('California');
  });
});
