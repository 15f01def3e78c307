import type { Checklist } from '@app/domain/designs/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Price } from '../../../components/ui/Price.tsx';
import { paths } from '../../../config/paths.ts';

/** The design's total before anyone pays, what does not fit, and the way to the checklist and to saving. */
export function DesignSummary({
  checklist,
  pricing,
  saving,
  dirty,
  saved,
  onSave,
  disabled = false,
  children,
}: {
  checklist: Checklist | undefined;
  pricing: boolean;
  saving: boolean;
  dirty: boolean;
  saved: boolean;
  onSave: () => void;
  /** No design to save yet. */
  disabled?: boolean;
  /** More of the design's buttons under these (a homeowner's Order samples). */
  children?: ReactNode;
}) {
  return (
    <section
      aria-label="Design total"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-baseline justify-between" aria-live="polite" aria-busy={pricing}>
        <span className="text-sm text-slate-600">Materials ({checklist?.lines.length ?? 0} lines)</span>
        {checklist ? (
          <Price cents={checklist.subtotal_cents} className="text-lg" />
        ) : (
          <span className="text-sm text-slate-500">Pricing…</span>
        )}
      </div>
      {checklist && checklist.problems.length > 0 && (
        <ul
          className="flex flex-col gap-1 rounded-md bg-amber-50 p-2 text-sm text-amber-900"
          aria-label="Fit problems"
        >
          {checklist.problems.map((p) => (
            <li key={`${p.code}:${p.ids.join(',')}`}>{p.message}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to={paths.visualizeChecklist} className={buttonClasses('primary', 'md', 'flex-1')}>
          View checklist
        </Link>
        <Button variant="outline" onClick={onSave} loading={saving} disabled={disabled} className="flex-1">
          {saved && !dirty ? 'Saved' : 'Save design'}
        </Button>
      </div>
      {children}
    </section>
  );
}
