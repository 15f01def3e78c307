import { decimalInput } from '@app/domain';
import type { Markups, MarkupsUpdate } from '@app/domain/pros/markups';
import { markupsUpdateSchema } from '@app/domain/pros/markups';

/**
 * The page's inputs: percents as typed ('12.5'); a category left empty follows the default, a product left
 * empty follows its category's.
 */
export type MarkupDraft = {
  default: string;
  categories: Record<number, string>;
  products: Record<number, string>;
};

/** The error key of a product's row (category rows are keyed by the category's id). */
export const productKey = (productId: number) => `product:${productId}`;

export const toPercent = (bps: number | null) => (bps === null ? '' : String(bps / 100));
/** A typed percent ('12.5') as basis points (1250). */
export const toBps = (percent: string) => Math.round(Number(percent) * 100);
/** Digits and one dot with at most two decimals (spec point 5's decimal helper). */
export const typedPercent = decimalInput;

export function draftOf(markups: Markups): MarkupDraft {
  return {
    default: toPercent(markups.default_bps),
    categories: Object.fromEntries(markups.categories.map((c) => [c.category_id, toPercent(c.markup_bps)])),
    products: Object.fromEntries(markups.products.map((p) => [p.product_id, toPercent(p.markup_bps)])),
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
  const savedProducts = new Map(saved.products.map((p) => [p.product_id, toPercent(p.markup_bps)]));
  const productIds = new Set([...savedProducts.keys(), ...Object.keys(draft.products).map(Number)]);
  const products = [...productIds]
    .filter((id) => (draft.products[id] ?? '') !== (savedProducts.get(id) ?? ''))
    .map((id) => {
      const typed = draft.products[id] ?? '';
      return { product_id: id, markup_bps: typed === '' ? null : toBps(typed) };
    });
  const body: MarkupsUpdate = {
    ...(draft.default !== toPercent(saved.default_bps) ? { default_bps: toBps(draft.default) } : {}),
    ...(categories.length ? { categories } : {}),
    ...(products.length ? { products } : {}),
  };
  return { body, errors: fieldErrorsOf(body, markupsUpdateSchema.safeParse(body).error?.issues ?? []) };
}

/**
 * 'default_bps' → 'default', 'categories.3.markup_bps' → the id of the 4th category sent,
 * 'products.0.markup_bps' → productKey of the first product sent.
 */
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
    const product = /^products\.(\d+)\./.exec(path);
    const key = row
      ? String(body.categories?.[Number(row[1])]?.category_id)
      : product
        ? productKey(Number(body.products?.[Number(product[1])]?.product_id ?? 0))
        : 'default';
    out[key] ??= message;
  }
  return out;
}
