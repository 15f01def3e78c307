import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';

/**
 * One line of "my list" (storage key `product_list`): what the visitor picked on a product page, in the
 * shape of a quantity entry (spec point 3: size_id, quantity, amount) so the cart can take it over.
 */
export type SavedProduct = {
  hash: string;
  product_id: number;
  name: string;
  image: string;
  size_id: number;
  size_label: string;
  color: string | null;
  quantity: number;
  unit: string;
  /** Unit price in cents, in the showroom the product was priced in. */
  price_cents: number;
  /** price_cents × quantity. */
  amount: number;
  vsd_id: string | null;
  saved_at: string;
};

const sameLine = (a: SavedProduct, b: SavedProduct) =>
  a.hash === b.hash && a.size_id === b.size_id && a.color === b.color && a.vsd_id === b.vsd_id;

export function readProductList(): SavedProduct[] {
  const stored = readStored<unknown>(STORAGE_KEYS.product_list);
  return Array.isArray(stored) ? (stored as SavedProduct[]) : [];
}

/** Adds the line, or replaces the same product/size/colour/showroom line with the new quantity. */
export function saveToProductList(line: SavedProduct): SavedProduct[] {
  const list = readProductList();
  const at = list.findIndex((l) => sameLine(l, line));
  const next = at >= 0 ? list.map((l, i) => (i === at ? line : l)) : [...list, line];
  writeStored(STORAGE_KEYS.product_list, next);
  return next;
}
