import { formatUsd, fromDollars } from '@app/domain/money/cents';

export type PriceProps = { cents: number; unit?: string | null; className?: string };

/** A price in US dollars ("$1,234.56") with its unit after it in smaller text (" / Box"). */
export function Price({ cents, unit, className = '' }: PriceProps) {
  const per = unit?.trim();
  return (
    <span className={`font-semibold text-slate-900 ${className}`.trim()}>
      {formatUsd(cents)}
      {per && <span className="text-sm font-normal text-slate-500"> / {per}</span>}
    </span>
  );
}

/** The price per square foot in dollars ("$5.78 / sq ft"); nothing when the product has none. */
export function PricePerSqft({ dollars, className = '' }: { dollars: number | null; className?: string }) {
  if (dollars === null || !Number.isFinite(dollars)) return null;
  return (
    <span className={`text-sm text-slate-600 ${className}`.trim()}>
      {formatUsd(fromDollars(dollars))} / sq ft
    </span>
  );
}
