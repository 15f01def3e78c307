import { focusRing } from '../../../components/ui/focus-ring.ts';

/** The admin console's card, as the pro portal's pages draw theirs. */
export const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/** A whole card that is a link to the console page handling it. */
export const linkCard = `block rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 ${focusRing}`;

/** A console table's header and body cells (components/ui/DataTable.tsx draws them). */
export { td, th } from '../../../components/ui/DataTable.tsx';

/** The empty state of a list: a dashed box with a sentence. */
export const emptyBox =
  'rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600';
