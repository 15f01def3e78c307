import { formatUsd } from '@app/domain/money/cents';
import type { VendorEarnings } from '@app/domain/vendors/contract';

function Amount({ label, cents, note }: { label: string; cents: number; note: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{formatUsd(cents)}</dd>
      <dd className="mt-1 text-xs text-slate-500">{note}</dd>
    </div>
  );
}

/**
 * A vendor's money in its three stages (decisions/0006): held until each item is delivered, released to the
 * next payout run, paid out; and what a return took back after payment, when there is any.
 */
export function EarningsSummary({ earnings }: { earnings: VendorEarnings }) {
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Amount
          label="Held until delivery"
          cents={earnings.held_cents}
          note="Released when the item is delivered."
        />
        <Amount label="Released" cents={earnings.released_cents} note="Paid out in the next payout run." />
        <Amount label="Paid" cents={earnings.paid_cents} note="Transferred to your payout account." />
      </dl>
      {earnings.negative_cents > 0 && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Returns took back {formatUsd(earnings.negative_cents)} already paid out: new earnings cover it as
          your items are delivered.
        </p>
      )}
    </div>
  );
}
