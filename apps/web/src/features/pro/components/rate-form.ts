import {
  defaultBasis,
  LABOUR_CATEGORIES,
  type LabourCategory,
  type RateBasis,
} from '@app/domain/estimates/categories';
import { typedRateCents } from '@app/domain/estimates/rate-dollars';
import { type RateTable, type RateTableInput, rateTableInput } from '@app/domain/estimates/rates';
import { formatUsd } from '@app/domain/money/cents';
import { toBps, toPercent } from './markup-form.ts';

/**
 * The rate page's inputs as typed: the labour markup in percent ('20'), and per category its basis and its
 * rate in dollars ('$15.00'; blank is no rate, so estimates draft no labour line for that trade).
 */
export type RateDraft = {
  markup: string;
  rates: Record<LabourCategory, { basis: RateBasis; dollars: string }>;
};

/** Error keys besides a category's rate (keyed by the category itself). */
export const MARKUP_KEY = 'markup';
export const FORM_KEY = 'form';
export const basisKey = (category: LabourCategory) => `${category}.basis`;

export type RateErrors = Record<string, string>;

/** Every labour category, in the domain's order, filled from the table (a category it lacks is blank). */
export function draftOf(table: RateTable): RateDraft {
  const rates = Object.fromEntries(
    LABOUR_CATEGORIES.map((category) => {
      const row = table.rates.find((r) => r.category === category);
      const dollars = row ? formatUsd(row.rate_cents) : '';
      return [category, { basis: row?.basis ?? defaultBasis(category), dollars }];
    }),
  ) as RateDraft['rates'];
  return { markup: toPercent(table.labour_markup_bps), rates };
}

/**
 * The PUT body (the whole table: a row per category with a rate, in the categories' order), checked by the
 * server's own schema; errors keyed by the page's fields. A blank markup is no markup (0%).
 */
export function tableOf(draft: RateDraft): { body: RateTableInput; errors: RateErrors } {
  const unread: RateErrors = {};
  const rates: RateTableInput['rates'] = [];
  for (const category of LABOUR_CATEGORIES) {
    const { basis, dollars } = draft.rates[category];
    const read = typedRateCents(dollars);
    if ('error' in read) unread[category] = read.error;
    else if (read.cents !== null) rates.push({ category, basis, rate_cents: read.cents });
  }
  const body = { labour_markup_bps: draft.markup.trim() === '' ? 0 : toBps(draft.markup), rates };
  const issues = rateTableInput.safeParse(body).error?.issues ?? [];
  return { body, errors: { ...rateErrorsOf(body, issues), ...unread } };
}

/**
 * The schema's issues or the server's 422 `errors` on the page's fields: 'rates.2.rate_cents' → the category
 * of the third row sent, 'rates.2.basis' → its basis, 'labour_markup_bps' → the markup; anything else above
 * the form.
 */
export function rateErrorsOf(
  body: RateTableInput,
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> | Record<string, string[]>,
): RateErrors {
  const pairs = Array.isArray(issues)
    ? issues.map((i) => [i.path.map(String).join('.'), i.message] as const)
    : Object.entries(issues).map(([path, messages]) => [path, messages[0] ?? ''] as const);
  const out: RateErrors = {};
  for (const [path, message] of pairs) {
    const row = /^rates\.(\d+)\.(\w+)/.exec(path);
    const category = row ? body.rates[Number(row[1])]?.category : undefined;
    const key =
      path === 'labour_markup_bps'
        ? MARKUP_KEY
        : category
          ? row?.[2] === 'basis'
            ? basisKey(category)
            : category
          : FORM_KEY;
    out[key] ??= message;
  }
  return out;
}
