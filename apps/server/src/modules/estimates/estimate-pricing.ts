import type { ShowroomRef } from '@app/domain/catalog/contract';
import type { MaterialPrice, TakeoffMaterial } from '@app/domain/estimates/draft';
import type { TaxRule } from '@app/domain/estimates/estimate';
import { ACCESSORIES } from '@app/domain/room/accessories';
import { type ProductRef, productRefKey } from '@app/domain/room/document';
import type { Database } from '../../db/client.ts';
import { findAddress } from '../accounts/addresses.repository.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { salesTaxBps } from '../orders/order-pricing.ts';
import { labourTaxableStates } from '../settings/labour-tax.ts';
import type { PricedTakeoff } from '../visualizer/priced-takeoff.ts';
import { type PricedSizeRow, pricedSizes } from '../visualizer/visualizer.repository.ts';

/**
 * What an estimate's materials cost the homeowner and how it is taxed: the showroom's sale prices (the cart's
 * and the checklist's, so the order an approval places charges the same), and the tax of the homeowner's
 * ship-to state as checkout takes it.
 */

const squeezed = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** "Subway Tile, 3 X 12": the product's name with its size, unless the name already says it. */
const nameWithSize = (name: string, size: string | null) =>
  size && !squeezed(name).includes(squeezed(size)) ? `${name}, ${size}` : name;

/** A size's name and sale price in the showroom, as a material line is drafted with. */
export function materialPriceOf(row: PricedSizeRow): MaterialPrice {
  const card = toProductCard(row);
  return {
    name: nameWithSize(card.name, card.size_label),
    unit_price_cents: card.price_cents,
    min_qty: card.min_qty,
    category: row.top_category,
  };
}

/** The takeoff as draftEstimate reads it (the supplies cover no surface: their trade is 'supplies'), priced. */
export function takeoffOf(takeoff: PricedTakeoff) {
  const prices = new Map<string, MaterialPrice>();
  const materials: TakeoffMaterial[] = takeoff.materials.map(({ line, row }) => {
    prices.set(productRefKey(line.product), materialPriceOf(row));
    return line;
  });
  for (const { need, row } of takeoff.supplies) {
    const product = { product: row.hash, sizeId: Number(row.size_id) };
    prices.set(productRefKey(product), materialPriceOf(row));
    materials.push({
      product,
      kind: 'piece',
      surfaces: [],
      fixtures: [],
      units: need.units,
      unitName: ACCESSORIES[need.kind].unit,
      steps: need.steps,
    });
  }
  return { materials, priceOf: (ref: ProductRef) => prices.get(productRefKey(ref)) ?? null };
}

/** The showroom's price of each of these products' sizes; a size it does not sell (or unlisted) is absent. */
export async function showroomPrices(
  db: Database,
  refs: readonly ProductRef[],
  showroom: ShowroomRef,
): Promise<Map<string, MaterialPrice>> {
  const sizeIds = [...new Set(refs.map((r) => r.sizeId))];
  const rows = await pricedSizes(db, { sizeIds, hashes: [] }, showroom);
  return new Map(
    rows.map((row) => [
      productRefKey({ product: row.hash, sizeId: Number(row.size_id) }),
      materialPriceOf(row),
    ]),
  );
}

/** The tax an estimate is priced under, with the state it came from (null: no shipping address yet, no tax). */
export type EstimateTax = TaxRule & { state: string | null };

/**
 * The homeowner's ship-to state is their saved shipping address's, as checkout's preview takes it when no
 * other is given; its sales tax rate and whether the state taxes installation labour (settings).
 */
export async function taxOfOwner(db: Database, ownerId: number): Promise<EstimateTax> {
  const state = (await findAddress(db, ownerId, 'shipping'))?.state?.toUpperCase() || null;
  if (!state) return { state: null, taxBps: 0, labourTaxable: false };
  return {
    state,
    taxBps: await salesTaxBps(db, state),
    labourTaxable: (await labourTaxableStates(db)).includes(state),
  };
}
