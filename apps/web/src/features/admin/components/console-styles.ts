import { focusRing } from '../../../components/ui/focus-ring.ts';

/** The admin console's card, as the pro portal's pages draw theirs. */
export const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/** A whole card that is a link to the console page handling it. */
export const linkCard = `block rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 ${focusRing}`;

export const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
export const td = 'px-3 py-3 align-top text-sm text-slate-700';

/** The empty state of a list: a dashed box with a sentence. */
export const emptyBox =
  'rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600';
