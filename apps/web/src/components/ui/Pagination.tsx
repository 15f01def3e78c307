import { clampPage } from '@app/domain/catalog/page-number';
import { digitsOnly } from '@app/domain/format/digits';
import { type FormEvent, useId, useState } from 'react';
import { buttonClasses } from './button-classes.ts';
import { focusRing } from './focus-ring.ts';
import { pageWindow } from './page-window.ts';

export type PaginationProps = {
  page: number;
  lastPage: number;
  onPageChange: (p: number) => void;
  /** The navigation landmark's name; default 'Pagination'. */
  label?: string;
};

const cell =
  `inline-flex h-9 min-w-8 items-center justify-center rounded-md px-1.5 text-sm font-medium sm:min-w-9 sm:px-2 ${focusRing} ` +
  'disabled:cursor-not-allowed disabled:opacity-50';
const idle = 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50';
const current = 'border border-brand-600 bg-brand-600 text-white';

/** Previous / first … around the current … last / Next, and a digits-only 'Go to page' field (spec point 4). */
export function Pagination({ page, lastPage, onPageChange, label = 'Pagination' }: PaginationProps) {
  const jumpId = useId();
  const [jump, setJump] = useState('');
  if (lastPage <= 1) return null;

  const go = (p: number) => {
    if (p !== page) onPageChange(p);
  };
  const onJump = (e: FormEvent) => {
    e.preventDefault();
    if (!jump) return;
    go(clampPage(jump, lastPage));
    setJump('');
  };

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-x-4 gap-y-3">
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          <button
            type="button"
            className={`${cell} ${idle}`}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="ml-1 max-sm:sr-only">Previous</span>
          </button>
        </li>
        {pageWindow(page, lastPage).map((slot, i) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its position
            <li key={`gap-${i}`} aria-hidden="true" className="px-0.5 text-sm text-slate-500 sm:px-1">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
                className={`${cell} ${slot === page ? current : idle}`}
                onClick={() => go(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${cell} ${idle}`}
            disabled={page >= lastPage}
            onClick={() => go(page + 1)}
          >
            <span className="mr-1 max-sm:sr-only">Next</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
      <form className="flex items-center gap-2" onSubmit={onJump}>
        <label htmlFor={jumpId} className="text-sm text-slate-700">
          Go to page
        </label>
        <input
          id={jumpId}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="h-8 w-16 rounded-md border border-slate-300 px-2 text-center text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          value={jump}
          onChange={(e) => setJump(digitsOnly(e.target.value))}
        />
        <button type="submit" className={buttonClasses('outline', 'sm')}>
          Go
        </button>
      </form>
    </nav>
  );
}
