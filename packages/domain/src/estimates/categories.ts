import type { SellUnit } from '../room/bom-line.ts';
import type { FixtureKind, SurfaceKind } from '../room/document.ts';
import { PLANK_CATEGORIES } from '../room/sell-units.ts';

/**
 * The trades of an estimate (issue 25 point 1): what a pro installs, each priced on one basis or a few. A
 * design's surfaces and fixtures map onto them here and nowhere else, so the rate table, the labour lines, the
 * allowances and the estimate's groups all speak of the same categories.
 */
export const RATE_BASES = ['sqft', 'lft', 'piece'] as const;
export type RateBasis = (typeof RATE_BASES)[number];

/** The unit a basis reads as on an estimate line. */
export const BASIS_UNITS: Record<RateBasis, string> = { sqft: 'sq ft', lft: 'ft', piece: 'piece' };
/** A basis in words: the rate table's choices and the messages that name them. */
export const BASIS_WORDS: Record<RateBasis, string> = {
  sqft: 'per sq ft',
  lft: 'per linear ft',
  piece: 'per piece',
};

/**
 * Each labour category with its label and the bases it may be priced on, the first its default. Counters and
 * backsplashes are priced per sq ft or per linear ft of run, as fabricators and tilers quote them; an edge
 * (coping, trim) only by its length; a fixture only by the piece.
 */
const LABOUR = {
  floor_tile: { label: 'Floor tile', bases: ['sqft'] },
  flooring: { label: 'Wood, vinyl and carpet flooring', bases: ['sqft'] },
  wall_tile: { label: 'Wall tile', bases: ['sqft'] },
  shower_tile: { label: 'Shower tile', bases: ['sqft'] },
  backsplash: { label: 'Backsplash', bases: ['sqft', 'lft'] },
  countertop: { label: 'Countertops', bases: ['sqft', 'lft'] },
  paint: { label: 'Paint and wallcovering', bases: ['sqft'] },
  coping: { label: 'Pool coping', bases: ['lft'] },
  trim: { label: 'Trim and edging', bases: ['lft'] },
  turf: { label: 'Artificial turf', bases: ['sqft'] },
  hardscape: { label: 'Hardscape', bases: ['sqft'] },
  cabinet: { label: 'Cabinets', bases: ['piece'] },
  vanity: { label: 'Vanities', bases: ['piece'] },
  toilet: { label: 'Toilets', bases: ['piece'] },
  tub_shower: { label: 'Tubs and showers', bases: ['piece'] },
  sink_faucet: { label: 'Sinks and faucets', bases: ['piece'] },
  appliance: { label: 'Appliances', bases: ['piece'] },
  light_fan: { label: 'Lights and fans', bases: ['piece'] },
  mirror: { label: 'Mirrors', bases: ['piece'] },
} as const satisfies Record<string, { label: string; bases: readonly RateBasis[] }>;

export type LabourCategory = keyof typeof LABOUR;
export const LABOUR_CATEGORIES = Object.keys(LABOUR) as LabourCategory[];

/**
 * Every category an estimate line may have: the labour categories, installation supplies (grout, thinset: no
 * labour of their own) and general costs (permits, disposal, demolition) that belong to no trade.
 */
export const ESTIMATE_CATEGORIES = [...LABOUR_CATEGORIES, 'supplies', 'general'] as const;
export type EstimateCategory = (typeof ESTIMATE_CATEGORIES)[number];

export const isLabourCategory = (c: string): c is LabourCategory => Object.hasOwn(LABOUR, c);

export const estimateCategoryLabel = (c: EstimateCategory): string =>
  c === 'supplies' ? 'Installation supplies' : c === 'general' ? 'General' : LABOUR[c].label;

export const basesOf = (c: LabourCategory): readonly RateBasis[] => LABOUR[c].bases;
export const defaultBasis = (c: LabourCategory): RateBasis => LABOUR[c].bases[0];

/** "Floor tile is" / "Countertops are": a category as the subject of a message. */
const labelIs = (c: LabourCategory) => `${LABOUR[c].label} ${LABOUR[c].label.endsWith('s') ? 'are' : 'is'}`;

/** "Floor tile is priced per sq ft." / "Countertops are priced per sq ft or per linear ft." */
export const basisMessage = (c: LabourCategory) =>
  `${labelIs(c)} priced ${LABOUR[c].bases.map((b) => BASIS_WORDS[b]).join(' or ')}.`;

export const listedTwiceMessage = (c: LabourCategory) => `${labelIs(c)} listed twice.`;

/** A surface's trade by its kind, whatever its product (an open slot, a tile or a plank floor alike). */
const BY_SURFACE: Record<SurfaceKind, LabourCategory> = {
  floor: 'floor_tile',
  wall: 'wall_tile',
  backsplash: 'backsplash',
  countertop: 'countertop',
  shower_wall: 'shower_tile',
  ceiling: 'paint',
  coping: 'coping',
  turf: 'turf',
  hardscape: 'hardscape',
};

const BY_FIXTURE: Record<FixtureKind, LabourCategory> = {
  vanity: 'vanity',
  sink: 'sink_faucet',
  faucet: 'sink_faucet',
  toilet: 'toilet',
  tub: 'tub_shower',
  shower: 'tub_shower',
  light: 'light_fan',
  fan: 'light_fan',
  appliance: 'appliance',
  cabinet: 'cabinet',
  mirror: 'mirror',
};

/** What the takeoff knows of the product on a surface; absent while the slot is open. */
export type SurfaceProduct = { sell: SellUnit['kind']; category?: string | null };

/**
 * The trade that installs a surface: by its kind, refined by how its product is sold — a piece laid along an
 * edge is coping on a pool's coping and trim anywhere else; a floor sold in planks (wood, laminate, vinyl) or
 * off a roll (carpet, sheet vinyl) is flooring, not tile; a wall covered off a roll is wallcovering.
 */
export function surfaceCategory(kind: SurfaceKind, product?: SurfaceProduct | null): LabourCategory {
  if (product?.sell === 'linear') return kind === 'coping' ? 'coping' : 'trim';
  const plank = PLANK_CATEGORIES.has(product?.category ?? '');
  if (kind === 'floor' && (plank || product?.sell === 'roll')) return 'flooring';
  if (kind === 'wall' && product?.sell === 'roll') return 'paint';
  return BY_SURFACE[kind];
}

export const fixtureCategory = (kind: FixtureKind): LabourCategory => BY_FIXTURE[kind];
