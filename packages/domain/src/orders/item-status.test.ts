import { describe, expect, it } from 'vitest';
import {
  allowedStatusChoices,
  canChangeStatus,
  ITEM_STATUSES,
  type ItemStatus,
  isItemStatus,
  type StatusChangeVerdict,
  statusLabel,
  statusSelectorOptions,
} from './item-status.ts';

// Written by hand from spec point 4 and product.md (not derived from the code under test).
// Rows: from-status; columns: to-status, both in this order:
// biome-ignore format: one row per line of the spec's list
const ORDER = [
  'Waiting for approval', 'Vendor Approved', 'Decline', 'In Progress', 'Ready to Pick Up',
  'Accept to Pick Up', 'Picked Up', 'Shipping', 'Shipped', 'Out For Delivery',
  'Cancle', 'Return Request', 'Returned', 'Delivered',
];
// o = ok, s = same (no event), R = forbidden-role (403), T = forbidden-transition (422)
const VENDOR = [
  's o o o o R R R R R R R R R',
  'o s o o o R R R R R R R R R',
  'o o s o o R R R R R R R R R',
  'o o o s o R R R R R R R R R',
  'o o o o s R R R R R R R R R',
  'T T T T T s R R R R R R R R',
  'T T T T T R s R R R R R R R',
  'T T T T T R R s R R R R R R',
  'T T T T T R R R s R R R R R',
  'T T T T T R R R R s R R R R',
  'T T T T T R R R R R s R R R',
  'T T T T T R R R R R R s R R',
  'T T T T T R R R R R R R s R',
  'T T T T T R R R R R R R R s',
];
const ADMIN = [
  's o o o o o o o o o o o o o',
  'o s o o o o o o o o o o o o',
  'o o s o o o o o o o o o o o',
  'o o o s o o o o o o o o o o',
  'o o o o s o o o o o o o o o',
  'T T T T T s o o o o o o o o',
  'T T T T T T s o o o o o o o',
  'T T T T T T o s o o o o o o',
  'T T T T T T o o s o o o o o',
  'T T T T T T o o o s o o o o',
  'T T T T T T o o o o s o o o',
  'T T T T T T o o o o o s o o',
  'T T T T T T o o o o o o s o',
  'T T T T T T o o o o o o o s',
];
const VERDICT: Record<string, StatusChangeVerdict> = {
  o: 'ok',
  s: 'same',
  R: 'forbidden-role',
  T: 'forbidden-transition',
};

const cells = (table: string[]) =>
  table.flatMap((row, i) =>
    row
      .split(' ')
      .map((c, j) => [ORDER[i], ORDER[j], VERDICT[c]] as [ItemStatus, ItemStatus, StatusChangeVerdict]),
  );

describe('order item statuses (spec point 4)', () => {
  it('stores the 14 statuses as the spec spells them, in order', () => {
    expect(ITEM_STATUSES).toEqual(ORDER);
    expect(isItemStatus('Cancle')).toBe(true);
    expect(isItemStatus('Cancel')).toBe(false);
    expect(isItemStatus(3)).toBe(false);
  });

  it('shows the display names', () => {
    // biome-ignore format: one list
    expect(ITEM_STATUSES.map(statusLabel)).toEqual([
      'Pending Approval', 'Approved', 'Not Approved', 'In Progress', 'Ready to Pick Up',
      'Accept to Pick Up', 'Picked Up', 'Shipping', 'Shipped', 'Out For Delivery',
      'Cancle', 'Return Request', 'Returned', 'Delivered',
    ]);
  });

  it.each(cells(VENDOR))('Vendor %s → %s is %s', (from, to, verdict) => {
    expect(canChangeStatus('Vendor', from, to)).toBe(verdict);
  });

  it.each(cells(ADMIN))('Admin %s → %s is %s', (from, to, verdict) => {
    expect(canChangeStatus('Admin', from, to)).toBe(verdict);
  });

  it('gives Contractors and homeowners no status rights at all (403, even for the same value)', () => {
    for (const role of ['Contractor', 'User'] as const) {
      for (const from of ITEM_STATUSES) {
        expect(allowedStatusChoices(role, from)).toEqual([]);
        for (const to of ITEM_STATUSES) expect(canChangeStatus(role, from, to)).toBe('forbidden-role');
      }
    }
  });

  it('offers in the selector exactly the choices the server accepts, plus the current value', () => {
    for (const role of ['Vendor', 'Admin'] as const) {
      for (const from of ITEM_STATUSES) {
        const ok = ITEM_STATUSES.filter((to) => canChangeStatus(role, from, to) === 'ok');
        expect(allowedStatusChoices(role, from)).toEqual(ok);
        expect(statusSelectorOptions(role, from)).toEqual(
          ITEM_STATUSES.filter((s) => s === from || ok.includes(s)),
        );
      }
    }
    expect(allowedStatusChoices('Vendor', 'Picked Up')).toEqual([]);
    // biome-ignore format: one list
    expect(statusSelectorOptions('Admin', 'Shipped')).toEqual([
      'Picked Up', 'Shipping', 'Shipped', 'Out For Delivery', 'Cancle', 'Return Request', 'Returned', 'Delivered',
    ]);
  });
});

describe('refunded Decline, Cancle and Returned are final (decision 0003)', () => {
  const FINAL = ['Decline', 'Cancle', 'Returned'] as const;

  it('lets nobody move a refunded declined, cancelled or returned item on (422 on the server)', () => {
    for (const from of FINAL) {
      for (const role of ['Vendor', 'Admin'] as const) {
        expect(allowedStatusChoices(role, from, true)).toEqual([]);
        expect(statusSelectorOptions(role, from, true)).toEqual([from]);
        for (const to of ITEM_STATUSES) {
          const verdict = canChangeStatus(role, from, to, true);
          if (to === from) expect(verdict).toBe('same');
          // A status the role may never set stays a 403, final or not.
          else if (role === 'Vendor' && ITEM_STATUSES.indexOf(to) >= 5)
            expect(verdict).toBe('forbidden-role');
          else expect(verdict).toBe('final');
        }
      }
    }
  });

  it('is what the attacker tried: Vendor Approved after a refunded Decline, Delivered after a refunded Cancle', () => {
    expect(canChangeStatus('Vendor', 'Decline', 'Vendor Approved', true)).toBe('final');
    expect(canChangeStatus('Admin', 'Cancle', 'Delivered', true)).toBe('final');
    expect(canChangeStatus('Admin', 'Returned', 'Shipping', true)).toBe('final');
  });

  it('leaves these statuses open while nothing was refunded, and other statuses open either way', () => {
    expect(canChangeStatus('Vendor', 'Decline', 'Vendor Approved', false)).toBe('ok');
    expect(canChangeStatus('Admin', 'Cancle', 'Delivered', false)).toBe('ok');
    for (const from of ITEM_STATUSES.filter((s) => !(FINAL as readonly string[]).includes(s))) {
      expect(allowedStatusChoices('Admin', from, true)).toEqual(allowedStatusChoices('Admin', from));
    }
  });
});
