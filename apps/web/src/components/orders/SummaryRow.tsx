import type { ReactNode } from 'react';

/**
 * One row of an order's totals (the checkout's summary, an order's card): the term left, the amount right;
 * a discount in green, the total bold above a rule.
 */
export function SummaryRow({
  term,
  testId,
  tone,
  children,
}: {
  term: string;
  testId: string;
  tone?: 'discount' | 'total';
  children: ReactNode;
}) {
  const look =
    tone === 'total'
      ? 'border-t border-slate-200 pt-2 text-base font-semibold text-slate-900'
      : tone === 'discount'
        ? 'text-green-800'
        : 'text-slate-700';
  return (
    <div className={`flex items-baseline justify-between gap-4 ${look}`}>
      <dt>{term}</dt>
      <dd data-testid={testId} className={`tabular-nums ${tone ? '' : 'font-medium text-slate-900'}`}>
        {children}
      </dd>
    </div>
  );
}
