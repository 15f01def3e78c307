/** Shared look of inputs and selects; red border when invalid. One height, so a select lines up with an input. */
export const inputClasses = (invalid: boolean, extra = '') =>
  `block h-10 w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ` +
  `focus:outline-none focus:ring-2 disabled:bg-slate-100 disabled:text-slate-500 ${
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
  } ${extra}`.trim();

export const labelClasses = 'mb-1 block text-sm font-medium text-slate-800';
export const errorClasses = 'mt-1 text-sm text-red-600';
export const hintClasses = 'mt-1 text-xs text-slate-500';

/** ids for the description elements a field points at with aria-describedby. */
export function describedBy(id: string, error?: string | null, hint?: string | null) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
