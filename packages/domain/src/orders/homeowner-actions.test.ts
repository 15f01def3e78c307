import { describe, expect, it } from 'vitest';
import { canCancelItem, canChangeShipTo } from './homeowner-actions.ts';

describe('changing the shipping address of an order', () => {
  const ordered = '2026-11-23T18:00:00Z';
  const soon = '2026-11-23T18:45:00Z';

  it('is allowed within 60 minutes while no item has been picked up', () => {
    expect(canChangeShipTo(['Waiting for approval', 'Accept to Pick Up'], ordered, soon)).toBe(true);
    expect(canChangeShipTo(['Vendor Approved', 'Decline'], ordered, '2026-11-23T19:00:00Z')).toBe(true);
  });

  it('is refused after 60 minutes, once an item is picked up, or when nothing is left to ship', () => {
    expect(canChangeShipTo(['Waiting for approval'], ordered, '2026-11-23T19:00:01Z')).toBe(false);
    expect(canChangeShipTo(['Waiting for approval', 'Picked Up'], ordered, soon)).toBe(false);
    expect(canChangeShipTo(['Decline', 'Cancle'], ordered, soon)).toBe(false);
    expect(canChangeShipTo([], ordered, soon)).toBe(false);
  });
});

describe('cancelling an item', () => {
  const ordered = '2026-11-23T18:00:00Z';
  const soon = '2026-11-23T18:10:00Z';

  it('is refused once the item was refunded, whatever its status says', () => {
    expect(canCancelItem('Waiting for approval', ordered, soon)).toBe(true);
    expect(canCancelItem('Waiting for approval', ordered, soon, true)).toBe(false);
    expect(canCancelItem('Cancle', ordered, soon)).toBe(false);
  });
});
