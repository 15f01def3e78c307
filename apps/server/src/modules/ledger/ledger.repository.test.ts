import type { LedgerEntry } from '@app/domain/ledger/entries';
import { describe, expect, it } from 'vitest';
import { chargeMovementRows, UnbalancedEntries } from './ledger.repository.ts';

const entry = (amountCents: number, itemRef: number | null): LedgerEntry => ({
  kind: 'charge',
  accountType: itemRef == null ? 'customer' : 'vendor_held',
  accountId: 7,
  brandId: null,
  amountCents,
  availableAt: null,
  itemRef,
});

describe('an order charge movement written with its order', () => {
  it('is refused whole unless it sums to zero', () => {
    expect(() => chargeMovementRows([entry(-1000, null), entry(999, 0)])).toThrow(UnbalancedEntries);
  });

  it('carries each entry with its item position for the statement to map to the item id', () => {
    const rows = JSON.parse(chargeMovementRows([entry(-1000, null), entry(600, 0), entry(400, 1)]));
    expect(
      rows.map((r: { item_n: number | null; amount_cents: number }) => [r.item_n, r.amount_cents]),
    ).toEqual([
      [null, -1000],
      [0, 600],
      [1, 400],
    ]);
  });
});
