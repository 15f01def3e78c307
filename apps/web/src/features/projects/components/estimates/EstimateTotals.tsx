import { formatBps } from '@app/domain/format/percent';
import { formatUsd } from '@app/domain/money/cents';
import { signedUsd, totalUsd } from './estimate-words.ts';

type Totals = {
  materials_cents?: number;
  labour_cents?: number;
  allowances_cents: number;
  fees_cents?: number;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  deposit_cents: number;
};

/** The tax line's words: "Tax (8.25%, CA)", or no state when the homeowner has no shipping address yet. */
const taxLabel = (tax?: { state: string | null; tax_bps: number; labour_taxable: boolean }) =>
  !tax
    ? 'Tax'
    : tax.state
      ? `Tax (${formatBps(tax.tax_bps)}, ${tax.state}${tax.labour_taxable ? ', labour taxed' : ''})`
      : 'Tax (no shipping address yet)';

/**
 * The totals exactly as the server answered them (never added up here): a fixed price has no split into
 * materials, labour and fees, so those rows are only drawn when the answer has them. A change order's
 * amounts may be below zero (what was removed, the allowance it used): its total then reads as a credit, and
 * it asks no deposit.
 */
export function EstimateTotals({
  totals,
  tax,
  changeOrder = false,
}: {
  totals: Totals;
  tax?: { state: string | null; tax_bps: number; labour_taxable: boolean };
  changeOrder?: boolean;
}) {
  const rows: [string, number | undefined][] = [
    ['Materials', totals.materials_cents],
    ['Labour', totals.labour_cents],
    [changeOrder ? 'Allowance applied' : 'Allowances', totals.allowances_cents],
    ['Fees', totals.fees_cents],
    ['Subtotal', totals.subtotal_cents],
    [taxLabel(tax), totals.tax_cents],
  ];
  return (
    <dl aria-label="Totals" className="space-y-1 text-sm">
      {rows
        .filter((row): row is [string, number] => row[1] !== undefined)
        // A change order holds materials and the allowance it used: no row of nothing.
        .filter(
          ([label, amount]) =>
            !changeOrder || amount !== 0 || label === 'Subtotal' || label === taxLabel(tax),
        )
        .map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="tabular-nums text-slate-900">{signedUsd(amount)}</dd>
          </div>
        ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{totalUsd(totals.total_cents)}</dd>
      </div>
      {(!changeOrder || totals.deposit_cents !== 0) && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Deposit due on approval</dt>
          <dd className="tabular-nums text-slate-900">{formatUsd(totals.deposit_cents)}</dd>
        </div>
      )}
    </dl>
  );
}
