import type { ApprovalQuote } from '@app/domain/estimates/approval';
import { formatUsd, freeOrUsd } from '@app/domain/money/cents';

const lines = (n: number) => `${n} material ${n === 1 ? 'line' : 'lines'}`;

/**
 * What approving costs today, exactly as the server quoted it (never added up here): the order the material
 * lines become, the deposit on the pro's work, and the one charge of both; for a change order, what its
 * removals give back.
 */
export function ApprovalQuoteSummary({ quote }: { quote: ApprovalQuote }) {
  const rows: [string, string][] = [
    ['Materials', formatUsd(quote.materials_cents)],
    ['Tax on materials', formatUsd(quote.tax_cents)],
    // As checkout and the order say it.
    ['Shipping', freeOrUsd(quote.shipping_cents)],
  ];
  return (
    <section aria-labelledby="approval-quote" className="space-y-2">
      <h3 id="approval-quote" className="text-base font-semibold text-slate-900">
        What you pay today
      </h3>
      <p className="text-slate-600">
        {quote.material_lines > 0
          ? `The ${lines(quote.material_lines)} of this version become one order from the showroom, at today’s prices.`
          : 'This version has no materials to order.'}
      </p>
      <dl aria-label="Amount due today" className="space-y-1">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="tabular-nums text-slate-900">{amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-medium text-slate-900">
          <dt>Order total</dt>
          <dd className="tabular-nums">{formatUsd(quote.order_cents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Deposit on your contractor’s work</dt>
          <dd className="tabular-nums text-slate-900">{formatUsd(quote.deposit_cents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
          <dt>Due today</dt>
          <dd className="tabular-nums">{formatUsd(quote.due_cents)}</dd>
        </div>
        {quote.refund_cents > 0 && (
          <div className="flex justify-between gap-4 text-emerald-800">
            <dt>Refunded to your card for what you removed</dt>
            <dd className="tabular-nums">{formatUsd(quote.refund_cents)}</dd>
          </div>
        )}
      </dl>
      {quote.refund_cents > 0 && (
        <p className="text-slate-600">
          The items you took out of the room that have not shipped yet are cancelled and refunded in full when
          you approve.
        </p>
      )}
    </section>
  );
}
