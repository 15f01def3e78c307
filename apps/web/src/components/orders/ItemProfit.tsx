import { formatUsd } from '@app/domain/money/cents';

/**
 * A profit amount: "$12.40", or "−$12.40" (a true minus sign, read as "minus") in red when negative — an
 * item at Return Request or Returned (profitForRole makes it negative; this only formats it).
 */
export function ItemProfit({ cents }: { cents: number }) {
  if (cents < 0) {
    return <span className="font-medium text-rose-700">{`\u2212${formatUsd(-cents)}`}</span>;
  }
  return <span className="font-medium text-slate-900">{formatUsd(cents)}</span>;
}
