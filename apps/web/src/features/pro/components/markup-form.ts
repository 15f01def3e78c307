import { decimalInput } from '@app/domain';
import type { Markups, MarkupsUpdate } from '@app/domain/pros/markups';
import { markupsUpdateSchema } from '@app/domain/pros/markups';

/** The page's inputs: percents as typed ('12.5'); a category left empty follows the default. */
export type MarkupDraft = { default: string; categories: Record<number, string> };

export const toPercent = (bps: number | null) => (bps === null ? '' : String(bps / 100));
const toBps = (percent: string) => Math.round(Number(percent) * 100);
/** Digits and one dot with at most two decimals (spec point 5's decimal helper). */
export const typedPercent = decimalInput;

export function draftOf(markups: Markups): MarkupDraft {
  return {
    default: toPercent(markups.default_bps),
    categories: Object.fromEntries(markups.categories.map((c) => [c.category_id, toPercent(c.markup_bps)])),
  };
}

/**
 * The PUT body for what changed against `saved`, checked by the server's own schema; errors are keyed by the
 * page's fields ('default' or a category id) with the domain's messages.
 */
export function changesOf(draft: MarkupDraft, saved: Markups) {
  const categories = saved.categories
    .filter((c) => (draft.categories[c.category_id] ?? '') !== toPercent(c.markup_bps))
    .map((c) => {
      const typed = draft.categories[c.category_id] ?? '';
      return { category_id: c.category_id, markup_bps: typed === '' ? null : toBps(typed) };
    });
  const body: MarkupsUpdate = {
    ...(draft.default !== toPercent(saved.default_bps) ? { default_bps: toBps(draft.default) } : {}),
    ...(categories.length ? { categories } : {}),
  };
  return { body, errors: fieldErrorsOf(body, markupsUpdateSchema.safeParse(body).error?.issues ?? []) };
}

/** 'default_bps' → 'default', 'categories.3.markup_bps' → the id of the 4th category sent. */
export function fieldErrorsOf(
  body: MarkupsUpdate,
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> | Record<string, string[]>,
): Record<string, string> {
  const pairs = Array.isArray(issues)
    ? issues.map((i) => [i.path.map(String).join('.'), i.message] as const)
    : Object.entries(issues).map(([path, messages]) => [path, messages[0] ?? ''] as const);
  const out: Record<string, string> = {};
  for (const [path, message] of pairs) {
    const row = /^categories\.(\d+)\./.exec(path);
    const key = row ? String(body.categories?.[Number(row[1])]?.category_id) : 'default';
    out[key] ??= message;
  }
  return out;
}
