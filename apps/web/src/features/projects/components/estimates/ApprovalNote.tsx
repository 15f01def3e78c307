import type { ApprovalView } from '@app/domain/estimates/approval';
import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { yourOrderPath } from '@app/domain/orders/order-link';
import { Link } from 'react-router';

const NOTE = 'rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900';

/**
 * A version's approval in the reader's words: the homeowner's own, with a link to the order it placed (their
 * orders page opens it), or the pro's, who reads who signed and the order's number; while its payment is
 * being confirmed, that is said; when nothing was due, nothing is said of payment.
 */
export function ApprovalNote({
  approval,
  version,
  reader,
}: {
  approval: ApprovalView;
  version: number;
  reader: 'client' | 'pro';
}) {
  const on = formatDate(approval.approved_at);
  const { order } = approval;
  const confirming = approval.payment === 'pending';
  if (reader === 'client')
    return (
      <p role="status" className={NOTE}>
        You approved v{version} on {on} as “{approval.signature}”.{' '}
        {order && (
          <Link to={yourOrderPath(order.number)} className="font-medium underline">
            Order #{order.number}
          </Link>
        )}
        {confirming && 'Your payment is being confirmed: the order appears here once it is.'}
      </p>
    );
  const who = approval.approved_by?.name ?? 'the homeowner';
  return (
    <p role="status" className={NOTE}>
      Approved by {who} on {on}, signed “{approval.signature}”
      {order
        ? ` — Order #${order.number}${approval.deposit_cents > 0 ? `, with a deposit of ${formatUsd(approval.deposit_cents)}` : ''}.`
        : confirming
          ? ' — the payment is being confirmed.'
          : '.'}
    </p>
  );
}
