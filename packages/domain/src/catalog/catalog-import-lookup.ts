import type { ImportCategory, ImportLookup } from './catalog-import.ts';
import { VENDOR_PRODUCT_MESSAGES } from './vendor-products-contract.ts';

/**
 * How the cells of a catalogue import name categories and brands (issue 12): a category by its slug or its
 * name (any case), a brand by its name among the vendor's own: the product form's rules (a leaf category, a
 * brand of the vendor's that the admin has not hidden) and its messages, followed by what the cell said.
 */

/** A category as the server reads it: `children` > 0 for a parent, which products are not filed under. */
export type CategoryOption = ImportCategory & { slug: string; children: number; childSlug: string | null };

/** One of the vendor's brands; a brand the admin hid (moderation) cannot take new listings. */
export type BrandOption = { id: number; name: string; moderated: boolean };

const quoted = (cell: string) => `"${cell.slice(0, 60)}"`;
const key = (s: string) => s.trim().toLowerCase();

/** The product form's message (same refusal, same words), then what in the cell the vendor should fix. */
const detail = (base: string, more: string) => `${base.replace(/\.$/, '')}: ${more}`;
const { brandInvalid, categoryInvalid } = VENDOR_PRODUCT_MESSAGES;

export const CATEGORY_UNKNOWN = (cell: string) =>
  detail(
    categoryInvalid,
    `${quoted(cell)} is not one of the marketplace's categories (give its slug or name).`,
  );
export const CATEGORY_AMBIGUOUS = (cell: string) =>
  detail(categoryInvalid, `${quoted(cell)} names several categories; give its slug.`);
export const CATEGORY_PARENT = (cell: string, child: string | null) =>
  detail(
    categoryInvalid,
    `${quoted(cell)} has sub-categories; choose one of them${child ? ` (e.g. ${child})` : ''}.`,
  );
export const BRAND_NOT_YOURS = (cell: string) =>
  detail(brandInvalid, `${quoted(cell)} is not one of your brands.`);
export const BRAND_HIDDEN = (cell: string) =>
  detail(brandInvalid, `${quoted(cell)} is hidden by the marketplace; its products cannot be listed.`);

/** The lookup a catalogue import reads names with, over the rows the server read. */
export function importLookup(input: {
  categories: CategoryOption[];
  brands: BrandOption[];
  /** Colour name (any case) → the swatch the catalogue draws it with. */
  swatches: ReadonlyMap<string, string>;
}): ImportLookup {
  const bySlug = new Map(input.categories.map((c) => [key(c.slug), c]));
  const byName = new Map<string, CategoryOption[]>();
  for (const c of input.categories) byName.set(key(c.name), [...(byName.get(key(c.name)) ?? []), c]);
  const brands = new Map(input.brands.map((b) => [key(b.name), b]));
  const swatches = new Map([...input.swatches].map(([name, hex]) => [key(name), hex]));

  return {
    category(cell) {
      const named = byName.get(key(cell)) ?? [];
      const category = bySlug.get(key(cell)) ?? (named.length === 1 ? named[0] : undefined);
      if (!category) return named.length > 1 ? CATEGORY_AMBIGUOUS(cell) : CATEGORY_UNKNOWN(cell);
      if (category.children > 0) return CATEGORY_PARENT(cell, category.childSlug);
      const { id, name, unit, uom, texture } = category;
      return { id, name, unit, uom, texture };
    },
    brand(cell) {
      const brand = brands.get(key(cell));
      if (!brand) return BRAND_NOT_YOURS(cell);
      if (brand.moderated) return BRAND_HIDDEN(cell);
      return { id: brand.id, name: brand.name };
    },
    swatch: (colour) => swatches.get(key(colour)),
  };
}
