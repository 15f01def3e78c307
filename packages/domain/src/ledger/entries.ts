import { contractorFundsAvailableAt } from '../orders/business-days.ts';
import type { LineShares } from '../orders/refund-split.ts';

/**
 * The ledger's accounts (product.md "Money"): customer (the homeowner), vendor_held (a vendor's share of an
 * item until it is Delivered), vendor (released, payable), contractor (the pro's markup, pending until
 * `availableAt`), platform, tax, connected_account (money paid out to a payee's connected account).
 */
export type AccountType =
  | 'customer'
  | 'vendor'
  | 'vendor_held'
  | 'contractor'
  | 'platform'
  | 'tax'
  | 'connected_account';

export type LedgerKind = 'charge' | 'refund' | 'release' | 'payout';

/**
 * One signed movement on one account. `itemRef` names the order item it belongs to (its id, or before the
 * item exists its position in the order); null for order-level lines (the customer's charge, shipping).
 */
export type LedgerEntry = {
  kind: LedgerKind;
  accountType: AccountType;
  accountId: number | null;
  brandId: number | null;
  amountCents: number;
  availableAt: Date | null;
  itemRef: number | null;
};

/** What an order item's charge paid to each party, per unit times quantity, and its tax. */
export type ChargedItem = {
  ref: number;
  vendorUserId: number | null;
  brandId: number | null;
  qty: number;
  finalPrice: number;
  contractorMarkupAmt: number;
  platformFee: number;
  taxCents: number;
};

export const chargedShares = (i: ChargedItem): LineShares => ({
  vendor: i.finalPrice * i.qty,
  contractor: i.contractorMarkupAmt * i.qty,
  platform: i.platformFee * i.qty,
  tax: i.taxCents,
});

export type ChargedOrder = {
  customerId: number;
  /** The pro whose showroom priced the order; without one the markup is the platform's. */
  proId: number | null;
  chargeCents: number;
  shippingCents: number;
  paidAt: Date;
  items: ChargedItem[];
};

const entry = (
  kind: LedgerKind,
  e: Partial<LedgerEntry> & Pick<LedgerEntry, 'accountType' | 'amountCents'>,
) => ({
  kind,
  accountId: null,
  brandId: null,
  availableAt: null,
  itemRef: null,
  ...e,
});

/** The sum of a set of entries; a movement is valid only when it is 0. */
export const entriesTotal = (entries: readonly LedgerEntry[]) =>
  entries.reduce((sum, e) => sum + e.amountCents, 0);

/** Each party's signed part of an item's money (`sign` +1 for a charge, −1 for a refund). */
function itemParties(
  kind: LedgerKind,
  o: Pick<ChargedOrder, 'proId' | 'paidAt'>,
  item: Pick<ChargedItem, 'ref' | 'vendorUserId' | 'brandId'>,
  shares: LineShares,
  sign: 1 | -1,
  vendorAccount: 'vendor' | 'vendor_held',
): LedgerEntry[] {
  const on = { itemRef: item.ref };
  return [
    entry(kind, {
      ...on,
      accountType: vendorAccount,
      accountId: item.vendorUserId,
      brandId: item.brandId,
      amountCents: sign * shares.vendor,
    }),
    o.proId != null
      ? entry(kind, {
          ...on,
          accountType: 'contractor',
          accountId: o.proId,
          amountCents: sign * shares.contractor,
          availableAt: contractorFundsAvailableAt(o.paidAt),
        })
      : entry(kind, { ...on, accountType: 'platform', amountCents: sign * shares.contractor }),
    entry(kind, { ...on, accountType: 'platform', amountCents: sign * shares.platform }),
    entry(kind, { ...on, accountType: 'tax', amountCents: sign * shares.tax }),
  ];
}

const nonZero = (entries: LedgerEntry[]) => entries.filter((e) => e.amountCents !== 0);

/**
 * A charge: customer −charge; per item vendor_held +final_price×qty (held until Delivered), contractor
 * +markup×qty (pending until 46 business days after payment; the platform's when no pro priced the cart),
 * platform +fee×qty, tax +line tax; platform +shipping. Zero amounts are left out.
 */
export function chargeEntries(o: ChargedOrder): LedgerEntry[] {
  return nonZero([
    entry('charge', { accountType: 'customer', accountId: o.customerId, amountCents: -o.chargeCents }),
    ...o.items.flatMap((i) => itemParties('charge', o, i, chargedShares(i), 1, 'vendor_held')),
    entry('charge', { accountType: 'platform', amountCents: o.shippingCents }),
  ]);
}

/**
 * An estimate's deposit paid with its order's charge (issue 25): customer −deposit, the pro +deposit,
 * available on the markup's rule (46 business days after payment). No item: it is of the pro's work.
 */
export function depositEntries(o: { customerId: number; proId: number; cents: number; paidAt: Date }) {
  return nonZero([
    entry('charge', { accountType: 'customer', accountId: o.customerId, amountCents: -o.cents }),
    entry('charge', {
      accountType: 'contractor',
      accountId: o.proId,
      amountCents: o.cents,
      availableAt: contractorFundsAvailableAt(o.paidAt),
    }),
  ]);
}

/**
 * A refund of part of an item: customer +amount, each party −its share (domain refundSplit), on the
 * charge's accounts — the vendor's from `vendor_held` until the item was released, from `vendor` after.
 */
export function refundEntries(
  o: Pick<ChargedOrder, 'customerId' | 'proId' | 'paidAt'>,
  item: Pick<ChargedItem, 'ref' | 'vendorUserId' | 'brandId'> & { released: boolean },
  shares: LineShares,
): LedgerEntry[] {
  const amount = shares.vendor + shares.contractor + shares.platform + shares.tax;
  return nonZero([
    entry('refund', {
      itemRef: item.ref,
      accountType: 'customer',
      accountId: o.customerId,
      amountCents: amount,
    }),
    ...itemParties('refund', o, item, shares, -1, item.released ? 'vendor' : 'vendor_held'),
  ]);
}

/** A Delivered item's held vendor share moved to the vendor's payable account (decision 0006). */
export function releaseEntries(
  item: Pick<ChargedItem, 'ref' | 'vendorUserId' | 'brandId'>,
  heldCents: number,
): LedgerEntry[] {
  const on = { itemRef: item.ref, accountId: item.vendorUserId, brandId: item.brandId };
  return nonZero([
    entry('release', { ...on, accountType: 'vendor_held', amountCents: -heldCents }),
    entry('release', { ...on, accountType: 'vendor', amountCents: heldCents }),
  ]);
}

/**
 * A payout (sign +1) takes the amount from the payee's account to its connected account; its failure
 * (sign −1) puts it back.
 */
export function payoutEntries(
  payee: { accountType: 'contractor' | 'vendor'; userId: number },
  amountCents: number,
  sign: 1 | -1,
): LedgerEntry[] {
  const on = { accountId: payee.userId };
  return nonZero([
    entry('payout', { ...on, accountType: payee.accountType, amountCents: -sign * amountCents }),
    entry('payout', { ...on, accountType: 'connected_account', amountCents: sign * amountCents }),
  ]);
}
