import { contractorFundsAvailableAt } from '@app/domain/orders/business-days';
import { type LineShares, refundSplit, remainingRefundable } from '@app/domain/orders/refund-split';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { ledgerEntries, refunds } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { markRefundedPayment } from './refunds.repository.ts';

/** Why an item is refunded: the vendor declined it, the homeowner cancelled it, or it was returned. */
export type RefundReason = 'decline' | 'cancel' | 'return';

export type RefundItemInput = {
  itemId: number;
  reason: RefundReason;
  /** Cents to refund; default everything still refundable of the item (its line total with tax). */
  amountCents?: number;
  restockingFeeCents?: number;
  /** Default `refund:<item>:<reason>`: one refund per item and reason, also at the provider. */
  idempotencyKey?: string;
};

export type RefundOutcome = { refundId: number; amountCents: number; shares: LineShares; created: boolean };

type LockedRefundItem = {
  id: number;
  order_id: number;
  user_id: number;
  showroom_user_id: number | null;
  provider_charge_id: string | null;
  paid_at: Date | string | null;
  qty: number;
  final_price: number;
  contractor_markup_amt: number;
  platform_fee: number;
  tax_cents: number;
  vendor_user_id: number | null;
  brand_id: number | null;
  /** The vendor's share was released (the item was Delivered): refunds take it from `vendor`, else `vendor_held`. */
  released: boolean;
};

/** What the item's charge paid to each party (domain lineShares of the priced line). */
export const capturedShares = (i: LockedRefundItem): LineShares => ({
  vendor: Number(i.final_price) * Number(i.qty),
  contractor: Number(i.contractor_markup_amt) * Number(i.qty),
  platform: Number(i.platform_fee) * Number(i.qty),
  tax: Number(i.tax_cents),
});

const n = (v: unknown) => Number(v ?? 0);

/**
 * Refunds an order item inside the caller's transaction (`tx`): locks the item (FOR UPDATE, so concurrent
 * refunds of it queue), answers the earlier refund when this idempotency key was already used, splits the
 * amount across the parties with `refundSplit` (in proportion to what each still holds), refunds through
 * the provider (same idempotency key), and writes the reversing ledger entries — customer +amount, each
 * party −its part, summing to zero — and the refund row. A refund beyond what remains is a 422.
 */
export async function refundItemIn(
  tx: Database,
  payments: PaymentProvider,
  input: RefundItemInput,
): Promise<RefundOutcome | null> {
  const key = input.idempotencyKey ?? `refund:${input.itemId}:${input.reason}`;
  const [item] = rowsOf<LockedRefundItem>(
    await tx.execute(sql`select i.id, i.order_id, o.user_id, o.showroom_user_id, o.provider_charge_id,
        o.paid_at, i.qty, i.final_price, i.contractor_markup_amt, i.platform_fee, i.tax_cents,
        i.vendor_user_id, i.brand_id, exists (select 1 from ledger_entries r
          where r.order_id = i.order_id and r.order_item_id = i.id and r.kind = 'release') as released
      from order_items i join orders o on o.id = i.order_id where i.id = ${input.itemId} for update of i`),
  );
  if (!item) throw new AppError('not_found');
  const [earlier] = await tx.select().from(refunds).where(sql`${refunds.idempotencyKey} = ${key}`);
  if (earlier) {
    const shares = {
      vendor: earlier.vendorCents,
      contractor: earlier.contractorCents,
      platform: earlier.platformCents,
      tax: earlier.taxCents,
    };
    return { refundId: earlier.id, amountCents: earlier.amountCents, shares, created: false };
  }
  const [done] = rowsOf<Record<keyof LineShares, number>>(
    await tx.execute(sql`select coalesce(sum(vendor_cents), 0) as vendor,
        coalesce(sum(contractor_cents), 0) as contractor, coalesce(sum(platform_cents), 0) as platform,
        coalesce(sum(tax_cents), 0) as tax
      from refunds where order_item_id = ${item.id}`),
  );
  const captured = capturedShares(item);
  const already: LineShares = {
    vendor: n(done?.vendor),
    contractor: n(done?.contractor),
    platform: n(done?.platform),
    tax: n(done?.tax),
  };
  const left = remainingRefundable(captured, already);
  const amount = input.amountCents ?? left;
  if (amount > left) throw new AppError('validation', 'The refund is larger than what is left of this item.');
  if (amount <= 0) return null;
  if (!item.provider_charge_id) throw new AppError('validation', 'This order has no captured payment.');
  const shares = refundSplit(captured, amount, already);
  const refund = await payments.refund({
    chargeId: item.provider_charge_id,
    amountCents: amount,
    idempotencyKey: key,
    reason: 'requested_by_customer',
    metadata: { order_item_id: String(item.id), reason: input.reason },
  });
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: Number(item.order_id),
      orderItemId: item.id,
      reason: input.reason,
      idempotencyKey: key,
      amountCents: amount,
      restockingFeeCents: input.restockingFeeCents ?? 0,
      vendorCents: shares.vendor,
      contractorCents: shares.contractor,
      platformCents: shares.platform,
      taxCents: shares.tax,
      providerRefundId: refund.id,
    })
    .returning({ id: refunds.id });
  await markRefundedPayment(tx, Number(item.order_id));
  await tx.insert(ledgerEntries).values(reversal(item, shares, amount));
  return { refundId: row.id, amountCents: amount, shares, created: true };
}

/**
 * The refund's ledger entries: customer +amount, each party −its part, on the charge's accounts — the
 * vendor's from `vendor_held` while the item is not released, from `vendor` once it is (a return after
 * delivery, which may make the vendor's balance negative: decisions/0006-vendor-payouts.md).
 */
function reversal(item: LockedRefundItem, shares: LineShares, amount: number) {
  const base = { orderId: Number(item.order_id), orderItemId: item.id, kind: 'refund' } as const;
  const pro = item.showroom_user_id == null ? null : Number(item.showroom_user_id);
  const paidAt = item.paid_at == null ? null : new Date(item.paid_at);
  const entries: (typeof ledgerEntries.$inferInsert)[] = [
    { ...base, accountType: 'customer', accountId: Number(item.user_id), amountCents: amount },
    {
      ...base,
      accountType: item.released ? 'vendor' : 'vendor_held',
      accountId: item.vendor_user_id == null ? null : Number(item.vendor_user_id),
      brandId: item.brand_id == null ? null : Number(item.brand_id),
      amountCents: -shares.vendor,
    },
    pro != null
      ? {
          ...base,
          accountType: 'contractor',
          accountId: pro,
          amountCents: -shares.contractor,
          availableAt: paidAt ? contractorFundsAvailableAt(paidAt) : null,
        }
      : { ...base, accountType: 'platform', amountCents: -shares.contractor },
    { ...base, accountType: 'platform', amountCents: -shares.platform },
    { ...base, accountType: 'tax', amountCents: -shares.tax },
  ];
  return entries.filter((e) => e.amountCents !== 0);
}

/** `refundItemIn` in a transaction of its own. */
export const refundItem = (db: Database, payments: PaymentProvider, input: RefundItemInput) =>
  db.transaction((tx) => refundItemIn(tx, payments, input));
