import type { SellUnit } from '../room/bom-line.ts';
import type { Fixture, ProductRef, RoomDocument, Surface } from '../room/document.ts';
import { rectWalls } from '../room/plan-builder.ts';
import type { EstimateLine } from './estimate-line.ts';

/**
 * A 5 × 10 ft bathroom for the estimate tests, measured by hand: the floor is 50 sq ft (1524 × 3048 mm, no
 * fixture covering it), the shower wall on the north wall 5 × 5 ft = 25 sq ft, the south wall's band 25 sq
 * ft with nothing chosen yet; a toilet chosen, a vanity and a mirror not.
 */
export const FLOOR_TILE: ProductRef = { product: 'floor-porcelain', sizeId: 11 };
export const SHOWER_TILE: ProductRef = { product: 'shower-subway', sizeId: 22 };
export const TOILET: ProductRef = { product: 'toilet-elongated', sizeId: 33 };

const band = (id: string, kind: Surface['kind'], wallId: string, product: ProductRef | null): Surface => ({
  id,
  kind,
  region: { type: 'wall', wallId, from: null, to: null, bottom: 0, top: 1524 },
  product,
  pattern: 'straight',
  groutMm: 2,
});
const fixture = (id: string, kind: Fixture['kind'], product: ProductRef | null): Fixture => ({
  id,
  kind,
  at: { x: 762, y: 400 },
  rotation: 0,
  width: 500,
  depth: 500,
  height: 800,
  elevation: 0,
  wallId: 's',
  coversFloor: false,
  product,
});

export const bathroom = (floor: ProductRef | null = FLOOR_TILE): RoomDocument => ({
  version: 1,
  name: 'Bathroom',
  ceilingHeight: 2438,
  walls: rectWalls(1524, 3048),
  openings: [],
  surfaces: [
    { id: 'floor', kind: 'floor', region: { type: 'room' }, product: floor, pattern: 'straight', groutMm: 3 },
    band('shower', 'shower_wall', 'n', SHOWER_TILE),
    band('south', 'wall', 's', null),
  ],
  fixtures: [
    fixture('toilet', 'toilet', TOILET),
    fixture('vanity', 'vanity', null),
    fixture('mirror', 'mirror', null),
  ],
});

/** Floor tile: 10 sq ft a box (12 × 24 in); shower tile: 8 sq ft a box (3 × 12 in); the toilet by the piece. */
export const sellUnits = (ref: ProductRef): SellUnit | null => {
  if (ref.product.startsWith('floor'))
    return { kind: 'area', unitName: 'Box', coverageSqft: 10, tileWidthIn: 12, tileLengthIn: 24 };
  if (ref.product === SHOWER_TILE.product)
    return { kind: 'area', unitName: 'Box', coverageSqft: 8, tileWidthIn: 3, tileLengthIn: 12 };
  return { kind: 'piece', unitName: 'Piece' };
};

/** A line with the fields a test does not care about filled in. */
export const line = (over: Partial<EstimateLine> & Pick<EstimateLine, 'id' | 'kind'>): EstimateLine => ({
  room: 'Bathroom',
  category: 'general',
  description: over.id,
  quantity: 1,
  unit: 'each',
  unit_cost_cents: 0,
  markup_bps: 0,
  unit_price_cents: over.unit_cost_cents ?? 0,
  taxable: true,
  visible_to_client: true,
  product: null,
  design: null,
  note: '',
  parts: [],
  ...over,
});

/**
 * The bathroom's estimate worked by hand in estimate.test.ts: 3 materials, 2 labour lines, 1 allowance, 1 fee.
 */
export const bathroomLines = (): EstimateLine[] => [
  line({
    id: 'm-floor',
    kind: 'material',
    category: 'floor_tile',
    description: 'Floor tile',
    quantity: 6,
    unit: 'Box',
    unit_cost_cents: 5_499,
    product: FLOOR_TILE,
    parts: ['floor'],
  }),
  line({
    id: 'm-shower',
    kind: 'material',
    category: 'shower_tile',
    description: 'Shower tile',
    quantity: 11,
    unit: 'Box',
    unit_cost_cents: 4_250,
    product: SHOWER_TILE,
  }),
  line({
    id: 'm-toilet',
    kind: 'material',
    category: 'toilet',
    description: 'Toilet',
    unit: 'Piece',
    unit_cost_cents: 28_900,
    product: TOILET,
  }),
  line({
    id: 'l-floor',
    kind: 'labour',
    category: 'floor_tile',
    description: 'Floor tile installation',
    quantity: 38.75,
    unit: 'sq ft',
    unit_cost_cents: 702,
    markup_bps: 2_000,
    unit_price_cents: 842,
  }),
  line({
    id: 'l-shower',
    kind: 'labour',
    category: 'shower_tile',
    description: 'Shower tile installation',
    quantity: 86.33,
    unit: 'sq ft',
    unit_cost_cents: 1_400,
    markup_bps: 2_000,
    unit_price_cents: 1_680,
  }),
  line({
    id: 'a-vanity',
    kind: 'allowance',
    category: 'vanity',
    description: 'Vanity allowance',
    unit: 'allowance',
    unit_cost_cents: 80_000,
    parts: ['vanity'],
  }),
  line({
    id: 'f-permit',
    kind: 'fee',
    description: 'Permit',
    unit_cost_cents: 15_000,
    taxable: false,
  }),
];
