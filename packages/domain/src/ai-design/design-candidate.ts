import { initialQuantity, MAX_LINE_QTY } from '../catalog/quantity.ts';
import type { AccessoryKind } from '../room/accessories.ts';
import type { SellUnit } from '../room/bill-of-materials.ts';
import type { Candidate } from '../room/candidate.ts';
import type { ProductRef } from '../room/document.ts';
import { type SizeInfo, sellUnitOf } from '../room/sell-units.ts';

/**
 * A product size the AI designer may pick (issue 26): a template's candidate (room/candidate.ts) with what a
 * pick shows and what the takeoff prices it by. The server lists only the showroom's listed products, so a
 * product that is not among the candidates is never picked.
 */
export type DesignCandidate = Candidate & {
  name: string;
  brandName: string;
  /** The vendor who sells it (a design with fewer vendors scores higher: fewer deliveries). */
  vendor: number;
  /** The price of ONE sell unit (a box, a slab, a piece) in the showroom, in whole cents. */
  priceCents: number;
  /** What sellUnitOf reads: its unit, box coverage and size labels. */
  size: SizeInfo;
  /** The size's minimum order (1 when absent): the cart, and so the checklist, never sells fewer. */
  minQty?: number;
};

/**
 * What `units` of a candidate cost as the checklist bills them: raised to its minimum order and at most a
 * cart line's limit (catalog/quantity.ts), times its price.
 */
export const unitsCents = (c: Pick<DesignCandidate, 'priceCents' | 'minQty'>, units: number) =>
  Math.min(MAX_LINE_QTY, initialQuantity(c.minQty, units)) * c.priceCents;

/** The showroom's price of one unit of each installation supply it sells (cents); one it does not sell is left out of the takeoff, as the checklist leaves it out. */
export type AccessoryPrices = Partial<Record<AccessoryKind, number>>;

/** A product size's candidate, or null when it is not among them (not listed in the showroom). */
export type CandidateLookup = (ref: ProductRef) => DesignCandidate | null;

/** The lookup of the candidates by product: a product has a few sizes, so a size is found among them. */
export function lookupOf(byProduct: ReadonlyMap<string, readonly DesignCandidate[]>): CandidateLookup {
  return (ref) => byProduct.get(ref.product)?.find((c) => c.sizeId === ref.sizeId) ?? null;
}

/** The lookup of a list of candidates. */
export function indexCandidates(candidates: readonly DesignCandidate[]): CandidateLookup {
  const byProduct = new Map<string, DesignCandidate[]>();
  for (const c of candidates) {
    const list = byProduct.get(c.product);
    if (list) list.push(c);
    else byProduct.set(c.product, [c]);
  }
  return lookupOf(byProduct);
}

const onSurface = new WeakMap<DesignCandidate, SellUnit | null>();

/** How a candidate is bought on a surface or a fixture; null when the catalogue does not say enough. */
export function sellUnitFor(c: DesignCandidate, on: 'surface' | 'fixture'): SellUnit | null {
  if (on === 'fixture') return sellUnitOf(c.size, on);
  // A surface's sell unit is read from the size's labels (a search weighs thousands): once per candidate.
  let sell = onSurface.get(c);
  if (sell === undefined) {
    sell = sellUnitOf(c.size, on);
    onSurface.set(c, sell);
  }
  return sell;
}

export const refOf = (c: DesignCandidate): ProductRef => ({ product: c.product, sizeId: c.sizeId });
