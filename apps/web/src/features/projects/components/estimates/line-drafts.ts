import { BASIS_UNITS, defaultBasis, type LabourCategory } from '@app/domain/estimates/categories';
import type { ProEstimate } from '@app/domain/estimates/contract';
import { type EstimateLineInput, estimateLineInput } from '@app/domain/estimates/estimate-line';
import { typedRateCents } from '@app/domain/estimates/rate-dollars';

type Line = ProEstimate['versions'][number]['lines'][number];

/** A line as the editor holds it: the typed fields as text, the rest as the line had them. */
export type LineDraft = Omit<
  Line,
  'quantity' | 'unit_cost_cents' | 'markup_bps' | 'unit_price_cents' | 'id'
> & {
  /** React's key: the line's id, or a new line's own. */
  key: string;
  /** Absent on a line the member added (the server gives it one). */
  id?: string;
  quantity: string;
  unitCost: string;
  markup: string;
};

const typedOf = (cents: number) => (cents / 100).toFixed(2);

export function draftOf(line: Line): LineDraft {
  const { quantity, unit_cost_cents, markup_bps, unit_price_cents: _price, ...rest } = line;
  return {
    ...rest,
    key: line.id,
    quantity: String(quantity),
    unitCost: typedOf(unit_cost_cents),
    markup: typedOf(markup_bps),
  };
}

let added = 0;
/** A labour or fee line the member adds, in the room of the estimate's first line. */
export function newLine(kind: 'labour' | 'fee', room: string, category: LabourCategory): LineDraft {
  added += 1;
  const labour = kind === 'labour';
  return {
    key: `new-${added}`,
    kind,
    room,
    category: labour ? category : 'general',
    description: '',
    quantity: '1',
    unit: labour ? BASIS_UNITS[defaultBasis(category)] : 'each',
    unitCost: '',
    markup: '0.00',
    taxable: !labour,
    visible_to_client: true,
    product: null,
    design: null,
    note: '',
    parts: [],
  };
}

/** Dollars or a percent as typed, in hundredths (cents, basis points); NaN when it is not a number. */
const hundredths = (typed: string) => {
  const read = typedRateCents(typed.replace('%', ''));
  return 'cents' in read && read.cents !== null ? read.cents : Number.NaN;
};

/** The request's line (estimateLineInput's input) from the editor's. */
export function inputOf(draft: LineDraft) {
  const { key: _key, quantity, unitCost, markup, ...rest } = draft;
  return {
    ...rest,
    quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
    unit_cost_cents: hundredths(unitCost),
    markup_bps: hundredths(markup),
  };
}

/** The editor's field a message of `lines.N.<field>` belongs on. */
const FIELD_OF: Record<string, string> = { unit_cost_cents: 'unitCost', markup_bps: 'markup' };

/**
 * Every line checked with the server's own rules (estimateLineInput) before anything is sent: the lines to
 * send, or the messages keyed `N.field` (N the line's place, as the server's `lines.N.field`).
 */
export function readLines(
  drafts: LineDraft[],
): { lines: EstimateLineInput[] } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines: EstimateLineInput[] = [];
  drafts.forEach((draft, i) => {
    const read = estimateLineInput.safeParse(inputOf(draft));
    if (read.success) lines.push(read.data);
    else
      for (const issue of read.error.issues) {
        const field = String(issue.path[0] ?? 'line');
        errors[`${i}.${FIELD_OF[field] ?? field}`] ??= issue.message;
      }
  });
  return Object.keys(errors).length > 0 ? { errors } : { lines };
}

/** A server's 422 (`lines.3.unit_cost_cents`) on the editor's field. */
export function editorFieldOf(key: string): string {
  const [, index, field] = key.split('.');
  return index === undefined ? key : `${index}.${FIELD_OF[field ?? ''] ?? field ?? 'line'}`;
}

const same = (a: LineDraft, b: LineDraft) =>
  JSON.stringify({ ...a, key: '' }) === JSON.stringify({ ...b, key: '' });

/**
 * Someone saved a version first: the member's edits (made on `base`) put on the newest lines. A line the
 * member changed takes their copy; one they removed goes; their new lines are added; a line they changed that
 * is gone from the newest comes back as a new line. Every other line is the newest's.
 */
export function rebase(base: LineDraft[], mine: LineDraft[], newest: LineDraft[]): LineDraft[] {
  const before = new Map(base.map((d) => [d.id, d]));
  const kept = new Map(mine.filter((d) => d.id).map((d) => [d.id, d]));
  const onNewest = new Set(newest.map((d) => d.id));
  const out: LineDraft[] = [];
  for (const line of newest) {
    const original = before.get(line.id);
    const edited = kept.get(line.id);
    if (original && !edited) continue; // removed by the member
    out.push(edited && original && !same(edited, original) ? edited : line);
  }
  for (const draft of mine) {
    const original = draft.id ? before.get(draft.id) : undefined;
    if (!draft.id) out.push(draft);
    else if (!onNewest.has(draft.id) && original && !same(draft, original))
      out.push({ ...draft, id: undefined, key: `again-${draft.key}` });
  }
  return out;
}

/** How many lines the member changed, added or removed on `base`. */
export function editCount(base: LineDraft[], mine: LineDraft[]): number {
  const before = new Map(base.map((d) => [d.id, d]));
  const ids = new Set(mine.map((d) => d.id));
  const changed = mine.filter((d) => !d.id || !before.has(d.id) || !same(d, before.get(d.id)!)).length;
  return changed + base.filter((d) => !ids.has(d.id)).length;
}
