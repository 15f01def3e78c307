import { paginationRecord } from '@app/domain/catalog/pagination';
import {
  RETURNS_PER_PAGE,
  type ReceivedReturn,
  type ReturnRow,
  type ReturnsPage,
  type ReturnsQuery,
  refundDueBy,
  restockingFeeAboveShipping,
  returnQuote,
} from '@app/domain/orders/returns-desk';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { changeItemStatus } from '../orders/item-status.service.ts';
import type { Viewer } from '../orders/orders-view.ts';
import type { RefundLog } from '../orders/refund.service.ts';
import { returnShippingCents } from '../orders/return-shipping.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type ReturnItemRow, returnItem, returnsPage } from './returns-desk.repository.ts';

/** Said on `status` when the item asked to be received has no return request (and was not received). */
export const NO_RETURN_REQUEST = 'Only an item at Return Request can be received.';
export const RETURN_RECEIVED = 'The return is received and refunded.';
export const RETURN_ALREADY_RECEIVED = 'This return was already received.';

/**
 * A return as the desk shows it. Waiting: the refund it would give with the restocking fee equal to the
 * return shipping (returnQuote), due 30 days after the request. Received (a refund row exists): the refund
 * and fee actually recorded.
 */
function toReturnRow(r: ReturnItemRow, shippingCents: number): ReturnRow {
  const received = r.refundCents != null || r.status === 'Returned';
  const quote = returnQuote({
    line_total_cents: r.lineTotal,
    tax_cents: r.taxCents,
    return_shipping_cents: shippingCents,
  });
  return {
    item_id: r.itemId,
    order_id: r.orderId,
    order_number: String(r.orderNumber),
    customer: { id: r.customerId, full_name: r.customerName, email: r.customerEmail },
    product_name: r.productName,
    size_label: r.sizeLabel,
    vendor_name: r.vendorName,
    image: r.image,
    qty: r.qty,
    status: r.status === 'Returned' ? 'Returned' : 'Return Request',
    status_date: r.statusDate.toISOString(),
    line_total_cents: r.lineTotal,
    tax_cents: r.taxCents,
    return_shipping_cents: shippingCents,
    restocking_fee_cents: received ? (r.restockingFeeCents ?? 0) : quote.restockingFeeCents,
    refund_cents: received ? (r.refundCents ?? 0) : quote.refundCents,
    refund_due_by: received ? null : refundDueBy(r.statusDate).toISOString(),
    refunded_at: r.refundedAt ? r.refundedAt.toISOString() : null,
  };
}

/** GET /api/admin/returns: one page of the requested (or received) returns. */
export async function listReturns(db: Database, query: ReturnsQuery, path: string): Promise<ReturnsPage> {
  const [{ rows, total }, shipping] = await Promise.all([
    returnsPage(db, query.view, {
      limit: RETURNS_PER_PAGE,
      offset: (query.page - 1) * RETURNS_PER_PAGE,
    }),
    returnShippingCents(db),
  ]);
  return paginationRecord({
    data: rows.map((r) => toReturnRow(r, shipping)),
    total,
    perPage: RETURNS_PER_PAGE,
    currentPage: query.page,
    path,
    query: { view: query.view },
  });
}

/**
 * POST /api/admin/returns/{itemId}/receive: Return Request → Returned through `changeItemStatus` (its lock,
 * audit entry, notification and mail), refunding the line total with tax less the restocking fee — the
 * return shipping, or the lower fee the admin gives (above the return shipping: 422 on the field). A second
 * receipt finds the item Returned and refunded and answers the first one (received_now false): the refund
 * key `refund:<item>:return` and the item lock make it refund once, concurrent calls included.
 */
export async function receiveReturn(
  db: Database,
  payments: PaymentProvider,
  admin: Viewer,
  input: { itemId: number; restockingFeeCents?: number },
  appUrl: string,
  log?: RefundLog,
): Promise<ReceivedReturn> {
  const shipping = await returnShippingCents(db);
  const fee = input.restockingFeeCents;
  if (fee !== undefined && fee > shipping) {
    throw AppError.invalid(fieldError('restocking_fee_cents', restockingFeeAboveShipping(shipping)));
  }
  const { changed } = await changeItemStatus(db, payments, admin, input.itemId, 'Returned', appUrl, log, {
    restockingFeeCents: fee,
    onlyFrom: { status: 'Return Request', message: NO_RETURN_REQUEST },
    action: 'order_item.return_receive',
  });
  const row = await returnItem(db, input.itemId);
  if (!row) throw new AppError('not_found');
  return { return: toReturnRow(row, shipping), received_now: changed != null };
}
