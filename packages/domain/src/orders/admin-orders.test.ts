import { describe, expect, it } from 'vitest';
import {
  adminOrdersQuery,
  BULK_STATUS_MAX_ITEMS,
  bulkStatusBody,
  bulkStatusChoices,
  bulkStatusMessage,
  dayEnd,
  dayStart,
  PLACED_RANGE_MESSAGE,
} from './admin-orders.ts';
import { canChangeStatus, ITEM_STATUSES, type ItemStatus } from './item-status.ts';

const item = (status: ItemStatus, refunded = false) => ({ status, refunded });
const messagesOf = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('bulkStatusChoices', () => {
  it('offers nothing for no item', () => {
    expect(bulkStatusChoices('Admin', [])).toEqual([]);
  });

  it('for one item, offers exactly what the per-item rule allows (canChangeStatus ok)', () => {
    for (const from of ITEM_STATUSES) {
      for (const refunded of [false, true]) {
        const ok = ITEM_STATUSES.filter((to) => canChangeStatus('Admin', from, to, refunded) === 'ok');
        expect(bulkStatusChoices('Admin', [item(from, refunded)])).toEqual(ok);
      }
    }
  });

  it('offers only what every item allows: Ready to Pick Up and Picked Up share no Accept to Pick Up', () => {
    const choices = bulkStatusChoices('Admin', [item('Ready to Pick Up'), item('Picked Up')]);
    expect(choices).not.toContain('Accept to Pick Up');
    expect(choices).not.toContain('Vendor Approved');
    expect(choices).toContain('Shipping');
    expect(choices).toContain('Delivered');
  });

  it('keeps a status some items already have, if it changes another', () => {
    const choices = bulkStatusChoices('Admin', [item('Ready to Pick Up'), item('Accept to Pick Up')]);
    expect(choices).toContain('Accept to Pick Up');
    expect(bulkStatusChoices('Admin', [item('Shipped'), item('Shipped')])).not.toContain('Shipped');
  });

  it('offers nothing once one item is final (a refunded Decline)', () => {
    expect(bulkStatusChoices('Admin', [item('Shipped'), item('Decline', true)])).toEqual([]);
  });

  it('a vendor is offered only the first five, and nothing from Accept to Pick Up on', () => {
    expect(bulkStatusChoices('Vendor', [item('Waiting for approval')])).toEqual([
      'Vendor Approved',
      'Decline',
      'In Progress',
      'Ready to Pick Up',
    ]);
    expect(bulkStatusChoices('Vendor', [item('Accept to Pick Up')])).toEqual([]);
  });
});

describe('adminOrdersQuery', () => {
  it('reads the filters, empty ones as none', () => {
    const q = adminOrdersQuery.parse({
      page: '2',
      status: 'Picked Up',
      vendor: '7',
      q: ' ann@example.test ',
      placed_from: '2026-11-01',
      placed_to: '',
    });
    expect(q).toEqual({
      page: 2,
      status: 'Picked Up',
      vendor: 7,
      q: 'ann@example.test',
      placed_from: '2026-11-01',
      placed_to: undefined,
    });
    expect(adminOrdersQuery.parse({}).page).toBe(1);
  });

  it('refuses an unknown status, a bad vendor id, an impossible day and a reversed range, on each field', () => {
    const r = adminOrdersQuery.safeParse({
      status: 'Lost',
      vendor: '0x10',
      placed_from: '2026-02-30',
    });
    expect(messagesOf(r)).toEqual({
      status: 'The selected status is invalid.',
      vendor: 'The vendor must be an integer.',
      placed_from: 'The placed from date must be a date (YYYY-MM-DD).',
    });
    const reversed = adminOrdersQuery.safeParse({ placed_from: '2026-11-02', placed_to: '2026-11-01' });
    expect(messagesOf(reversed)).toEqual({ placed_to: PLACED_RANGE_MESSAGE });
  });

  it('reads a day in Los Angeles time, whole (23 hours on the day clocks go forward)', () => {
    expect(dayStart('2026-11-23').toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(dayEnd('2026-11-23').toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(dayEnd('2026-03-08').getTime() - dayStart('2026-03-08').getTime()).toBe(23 * 3_600_000);
  });
});

describe('bulkStatusBody', () => {
  it('takes 1 to 100 item ids and a stored status', () => {
    expect(bulkStatusBody.parse({ item_ids: [3, '4'], status: 'Shipped' })).toEqual({
      item_ids: [3, 4],
      status: 'Shipped',
    });
    const ids = Array.from({ length: BULK_STATUS_MAX_ITEMS + 1 }, (_, i) => i + 1);
    expect(messagesOf(bulkStatusBody.safeParse({ item_ids: ids, status: 'Shipped' }))).toEqual({
      item_ids: 'Choose at most 100 items at once.',
    });
    expect(messagesOf(bulkStatusBody.safeParse({ item_ids: [], status: 'Shipped' }))).toEqual({
      item_ids: 'Choose at least one item.',
    });
    expect(messagesOf(bulkStatusBody.safeParse({ item_ids: [0, 2147483648], status: 'Sent' }))).toEqual({
      'item_ids.0': 'The item is invalid.',
      'item_ids.1': 'The item is invalid.',
      status: 'The selected status is invalid.',
    });
  });

  it('says what changed and what was refused', () => {
    expect(bulkStatusMessage({ updated: 2, unchanged: 0, refused: 1 })).toBe(
      '2 items updated, 1 item refused.',
    );
    expect(bulkStatusMessage({ updated: 1, unchanged: 1, refused: 0 })).toBe(
      '1 item updated, 1 item unchanged.',
    );
  });
});
