import { formatUsd, freeOrUsd } from '@app/domain/money/cents';

type Money = { subtotalCents: number; taxCents: number; shippingCents: number; totalCents: number };

/**
 * The chosen samples' subtotal, tax, shipping (always free) and total, as the order will charge them (`busy`:
 * another state's tax is being asked).
 */
export function SampleTotals({ money, busy = false }: { money: Money; busy?: boolean }) {
  const rows: [string, string][] = [
    ['Subtotal', freeOrUsd(money.subtotalCents)],
    ['Tax', formatUsd(money.taxCents)],
    ['Shipping', freeOrUsd(money.shippingCents)],
  ];
  return (
    <dl aria-label="Sample order total" aria-busy={busy} className="ml-auto max-w-xs space-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 text-base font-semibold text-slate-900">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="sample-total">
          {freeOrUsd(money.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
