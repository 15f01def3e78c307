import { z } from 'zod';

/**
 * The room document (issue 10): the one plain model the 3-D scene renders, the measurements read and the
 * bill of materials prices. Lengths are integer millimetres in plan coordinates (x to the right, y away from
 * the viewer, z up); angles are whole degrees. A wall is its inner face, from `a` to `b`, with the room on its
 * left (walls listed counter-clockwise), so every area is measured on the inner face, as a tiler measures it.
 * Openings hang on a wall by id and offset, surfaces and fixtures have stable ids, and nothing refers to an
 * array index: an edit (commands.ts) never renumbers what another part points at.
 */

/** The document format; a stored design of another version is migrated before use. */
export const ROOM_DOC_VERSION = 1;

/** ±100 m: any room, yard or pool deck fits; a coordinate outside is a mistake or an attack. */
export const MAX_COORD_MM = 100_000;
export const MAX_WALLS = 200;
export const MAX_OPENINGS = 400;
export const MAX_SURFACES = 400;
export const MAX_FIXTURES = 400;
export const MAX_POLYGON_POINTS = 200;

const coord = z.number().int().min(-MAX_COORD_MM).max(MAX_COORD_MM);
/** A length: a whole number of millimetres, positive. */
const length = z
  .number()
  .int()
  .min(1)
  .max(2 * MAX_COORD_MM);
/** An elevation or offset: a whole number of millimetres, zero or more. */
const offset = z
  .number()
  .int()
  .min(0)
  .max(2 * MAX_COORD_MM);
/** Stable ids: short, printable, unique within their list. */
const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'An id is 1 to 40 letters, digits, - or _.');

export const pointSchema = z.object({ x: coord, y: coord });
export type Point = z.infer<typeof pointSchema>;

export const wallSchema = z.object({
  id,
  /** Start of the inner face. */
  a: pointSchema,
  /** End of the inner face; the room lies on the left of a → b. */
  b: pointSchema,
  /** Drawn outward from the inner face; measurements never include it. */
  thickness: length,
  /** Null: the room's ceiling height (changing the ceiling re-measures every such wall). */
  height: length.nullable(),
});
export type Wall = z.infer<typeof wallSchema>;

export const OPENING_KINDS = ['door', 'window', 'passage', 'cabinet'] as const;
export type OpeningKind = (typeof OPENING_KINDS)[number];

/**
 * Something in a wall's face that is not tiled or painted: a door, a window, a passage, or a cabinet that
 * covers the wall. Placed by its wall's id and the distance along the inner face from `a` to its near edge.
 */
export const openingSchema = z.object({
  id,
  kind: z.enum(OPENING_KINDS),
  wallId: id,
  offset,
  width: length,
  /** Height of its bottom edge above the floor (a window's sill; 0 for a door). */
  bottom: offset,
  height: length,
  /** A door's swing: the side of the hinge seen from inside, and whether it opens into the room. */
  swing: z.enum(['in-left', 'in-right', 'out-left', 'out-right']).nullable(),
});
export type Opening = z.infer<typeof openingSchema>;

/** A product of the showroom's catalogue, by its public hash and the size chosen. */
export const productRefSchema = z.object({
  product: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  sizeId: z.number().int().min(1).max(2_147_483_647),
});
export type ProductRef = z.infer<typeof productRefSchema>;

/** A product size's key: the bill of materials groups by it, and the checklist API's `textures` are keyed by it. */
export const productRefKey = (ref: Pick<ProductRef, 'product' | 'sizeId'>) => `${ref.product}#${ref.sizeId}`;

export const SURFACE_KINDS = [
  'floor',
  'wall',
  'backsplash',
  'countertop',
  'shower_wall',
  'ceiling',
  'coping',
  'turf',
  'hardscape',
] as const;
export type SurfaceKind = (typeof SURFACE_KINDS)[number];

export const LAYING_PATTERNS = ['straight', 'brick', 'diagonal', 'herringbone'] as const;
export type LayingPattern = (typeof LAYING_PATTERNS)[number];

/**
 * Where a surface lies:
 * - `room`: the floor (or ceiling) inside the walls — it follows every wall edit;
 * - `wall`: a band of one wall's inner face, `from`–`to` along it and `bottom`–`top` above the floor (null:
 *   the whole length, up to the wall's top);
 * - `plan`: a horizontal polygon at an elevation (a countertop run, a patio, a pool's coping ring as an outline
 *   with the pool as a hole), counter-clockwise, holes inside it.
 */
export const regionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('room') }),
  z.object({
    type: z.literal('wall'),
    wallId: id,
    from: offset.nullable(),
    to: offset.nullable(),
    bottom: offset,
    top: offset.nullable(),
  }),
  z.object({
    type: z.literal('plan'),
    outline: z.array(pointSchema).min(3).max(MAX_POLYGON_POINTS),
    holes: z.array(z.array(pointSchema).min(3).max(MAX_POLYGON_POINTS)).max(20),
    elevation: offset,
  }),
]);
export type Region = z.infer<typeof regionSchema>;

export const surfaceSchema = z.object({
  id,
  kind: z.enum(SURFACE_KINDS),
  region: regionSchema,
  /** The material on it; null while nothing is chosen (it is then left out of the bill of materials). */
  product: productRefSchema.nullable(),
  pattern: z.enum(LAYING_PATTERNS),
  /** Grout joint width, 0 for plank, slab and turf. */
  groutMm: z.number().int().min(0).max(25),
});
export type Surface = z.infer<typeof surfaceSchema>;

export const FIXTURE_KINDS = [
  'vanity',
  'sink',
  'faucet',
  'toilet',
  'tub',
  'shower',
  'light',
  'fan',
  'appliance',
  'cabinet',
  // Added after the rest (issue 21 A3): a design saved before mirrors existed simply has none.
  'mirror',
] as const;
export type FixtureKind = (typeof FIXTURE_KINDS)[number];

/**
 * What an appliance or a cabinet is within its kind: the slot a template fills with that category only (a
 * refrigerator slot never takes a cooktop) and the model the 3-D room draws. Absent on other fixtures and on
 * designs saved before it existed.
 */
export const FIXTURE_VARIANTS = [
  'refrigerator',
  'range',
  'cooktop',
  'wall-oven',
  'dishwasher',
  'hood',
  'microwave',
  'washer',
  'dryer',
  'base',
  'wall',
  'tall',
] as const;
export type FixtureVariant = (typeof FIXTURE_VARIANTS)[number];

/** A fixture bound to a product and its real size, placed by its footprint's centre and turned in plan. */
export const fixtureSchema = z.object({
  id,
  kind: z.enum(FIXTURE_KINDS),
  variant: z.enum(FIXTURE_VARIANTS).optional(),
  at: pointSchema,
  /** Counter-clockwise, in degrees: 0 faces +y (its back to a wall along x). */
  rotation: z.number().int().min(0).max(359),
  width: length,
  depth: length,
  height: length,
  /** Height of its base above the floor (a wall-hung vanity, a ceiling light, a mirror's bottom edge). */
  elevation: offset,
  /** The wall it stands against, if any (fit checks measure along it). */
  wallId: id.nullable(),
  /** Its footprint is not floored under (a tub, a base cabinet); a freestanding one is. */
  coversFloor: z.boolean(),
  product: productRefSchema.nullable(),
});
export type Fixture = z.infer<typeof fixtureSchema>;

const uniqueIds = (items: { id: string }[]) => new Set(items.map((i) => i.id)).size === items.length;

/**
 * A room document as the designs API accepts it: bounded in every list, every id unique in its list, and
 * every reference (an opening's or a surface's wall, a fixture's wall) to a wall that exists.
 */
export const roomDocumentSchema = z
  .object({
    version: z.literal(ROOM_DOC_VERSION),
    name: z.string().trim().min(1).max(120),
    ceilingHeight: length,
    walls: z.array(wallSchema).max(MAX_WALLS),
    openings: z.array(openingSchema).max(MAX_OPENINGS),
    surfaces: z.array(surfaceSchema).max(MAX_SURFACES),
    fixtures: z.array(fixtureSchema).max(MAX_FIXTURES),
  })
  .superRefine((doc, ctx) => {
    for (const list of ['walls', 'openings', 'surfaces', 'fixtures'] as const) {
      if (!uniqueIds(doc[list]))
        ctx.addIssue({ code: 'custom', path: [list], message: 'Ids must be unique.' });
    }
    const walls = new Set(doc.walls.map((w) => w.id));
    doc.openings.forEach((o, i) => {
      if (!walls.has(o.wallId))
        ctx.addIssue({ code: 'custom', path: ['openings', i, 'wallId'], message: 'No such wall.' });
    });
    doc.surfaces.forEach((s, i) => {
      if (s.region.type === 'wall' && !walls.has(s.region.wallId))
        ctx.addIssue({ code: 'custom', path: ['surfaces', i, 'region', 'wallId'], message: 'No such wall.' });
    });
    doc.fixtures.forEach((f, i) => {
      if (f.wallId != null && !walls.has(f.wallId))
        ctx.addIssue({ code: 'custom', path: ['fixtures', i, 'wallId'], message: 'No such wall.' });
    });
  });
export type RoomDocument = z.infer<typeof roomDocumentSchema>;
