import { STYLES, type Style } from '../catalog/styles.ts';
import { cabinetPools, completeLines, lineOf } from './cabinet-line.ts';
import type { Candidate } from './candidate.ts';
import type {
  Fixture,
  FixtureKind,
  FixtureVariant,
  LayingPattern,
  RoomDocument,
  SurfaceKind,
} from './document.ts';
import type { PlanKind } from './floor-plans.ts';
import { MM_PER_IN } from './geometry.ts';
import { PALETTES, type Palette } from './palettes.ts';
import { MIRROR_SIDE_MARGIN } from './plan-builder.ts';
import { YARD_LOOKS } from './yard-looks.ts';

export type { Candidate, Palette };
export { PALETTES };

/**
 * Design templates (issue 10 point 2): a style and a palette for one kind of room, saying for each surface
 * and fixture of a plan which catalogue categories fit it, in order of preference, and how tiles are laid.
 * A template holds no product: it is resolved against the showroom's own catalogue (resolveTemplate), so the
 * same template works in every showroom and picks that showroom's products at its prices.
 */

export type Slot = SurfaceKind | FixtureKind;
/**
 * What a slot looks for beyond its categories, where a style has its own look (outdoors: a Traditional brick
 * patio, a Modern one of large grey slabs): the subcategories it takes, its ground colours (the first the
 * one it wants most), its piece size in inches (either way round) and its finishes.
 */
export type SlotLook = {
  leaves?: readonly string[];
  colours?: readonly string[];
  sizeIn?: readonly [number, number];
  finishes?: readonly string[];
};
export type SlotRule = { categories: readonly string[]; pattern: LayingPattern; look?: SlotLook };
export type Template = {
  id: string;
  name: string;
  style: Style;
  palette: Palette;
  kind: PlanKind;
  slots: Partial<Record<Slot, SlotRule>>;
};

const PATTERN: Record<Style, LayingPattern> = {
  Modern: 'straight',
  Minimalist: 'straight',
  Coastal: 'straight',
  Traditional: 'brick',
  Transitional: 'brick',
  Industrial: 'brick',
  Farmhouse: 'herringbone',
  'Mid-Century': 'herringbone',
  Rustic: 'straight',
  Luxury: 'diagonal',
};

/** Floors by room and style: wood for the warm styles, tile for the clean ones, vinyl where water is. */
function floorCategories(kind: PlanKind, style: Style): string[] {
  const woodFirst = ['Farmhouse', 'Rustic', 'Traditional', 'Mid-Century'].includes(style);
  if (kind === 'bathroom') return ['Tile Flooring', 'luxury-flooring'];
  if (kind === 'laundry') return ['luxury-flooring', 'Tile Flooring'];
  if (kind === 'living' || kind === 'dining')
    return woodFirst
      ? ['Hardwood Flooring', 'Laminate Flooring']
      : ['Laminate Flooring', 'Hardwood Flooring', 'Tile Flooring'];
  return woodFirst
    ? ['Hardwood Flooring', 'luxury-flooring', 'Tile Flooring']
    : ['Tile Flooring', 'luxury-flooring'];
}

function slotsFor(kind: PlanKind, style: Style, palette: Palette): Partial<Record<Slot, SlotRule>> {
  const pattern = PATTERN[style];
  const rule = (categories: string[], p: LayingPattern = 'straight', look?: SlotLook): SlotRule => ({
    categories,
    pattern: p,
    ...(look ? { look } : {}),
  });
  if (kind === 'outdoor') {
    const y = YARD_LOOKS[style];
    return {
      // A patio is paved with pavers, never with retaining-wall blocks (the same category's other leaf).
      hardscape: rule(['Hardscaping'], y.bond, {
        leaves: ['Pavers'],
        colours: y.deck[palette],
        sizeIn: y.deckSize,
        finishes: y.deckFinishes,
      }),
      coping: rule(['Pool Copings'], 'straight', {
        colours: y.coping[palette],
        sizeIn: y.copingSize,
        finishes: y.copingFinishes,
      }),
      turf: rule(['Artificial Turf'], 'straight', { finishes: [y.blade] }),
    };
  }
  const inside: Partial<Record<Slot, SlotRule>> = {
    floor: rule(floorCategories(kind, style), pattern),
    wall: rule(['Stacked Stone']),
    backsplash: rule(['Backsplash Tiles'], pattern === 'diagonal' ? 'straight' : pattern),
    countertop: rule(['Countertop']),
    shower_wall: rule(['Backsplash Tiles', 'Tile Flooring'], pattern === 'herringbone' ? 'brick' : pattern),
    light: rule(['Lights']),
    fan: rule(['Fans']),
    appliance: rule(['Appliances']),
    cabinet: rule(['Cabinets']),
    toilet: rule(['Toilets']),
    tub: rule(['Bath Tubs']),
    shower: rule(['Showers']),
    vanity: rule(['Bathroom Vanitys']),
    mirror: rule(['Bathroom Mirrors']),
  };
  const wet = kind === 'bathroom';
  inside.faucet = rule([wet ? 'Bathroom Faucets' : 'Kitchen Faucets']);
  inside.sink = rule(['Kitchen Sinks']);
  return inside;
}

const KIND_NAMES: Record<PlanKind, string> = {
  kitchen: 'kitchen',
  bathroom: 'bath',
  living: 'living room',
  dining: 'dining room',
  laundry: 'laundry',
  outdoor: 'outdoor space',
};
const PALETTE_NAMES: Record<Palette, string> = { light: 'light', warm: 'warm', dark: 'dark' };
const KINDS: PlanKind[] = ['kitchen', 'bathroom', 'living', 'dining', 'laundry', 'outdoor'];

/** Every template: each style in each palette for each kind of room. */
export const TEMPLATES: readonly Template[] = KINDS.flatMap((kind) =>
  STYLES.flatMap((style) =>
    (Object.keys(PALETTES) as Palette[]).map((palette) => ({
      id: `${kind}-${style.toLowerCase()}-${palette}`,
      name: `${style} ${PALETTE_NAMES[palette]} ${KIND_NAMES[kind]}`,
      style,
      palette,
      kind,
      slots: slotsFor(kind, style, palette),
    })),
  ),
);

export const templateById = (id: string) => TEMPLATES.find((t) => t.id === id) ?? null;
export const templatesFor = (kind: PlanKind) => TEMPLATES.filter((t) => t.kind === kind);

/**
 * How well a candidate suits a slot of the template: its category's place in the slot's preference, the
 * template's style among its tags, its colours in the palette. Null when it cannot go there at all.
 */
export function score(c: Candidate, rule: SlotRule, t: Template): number | null {
  const rank = rule.categories.indexOf(c.category);
  if (rank < 0) return null;
  const look = rule.look;
  // Another subcategory's product never fits (one in the category itself, without a subcategory, may).
  if (look?.leaves && c.leaf !== c.category && !look.leaves.includes(c.leaf)) return null;
  // A look's colours are its palette's (chosen for the style): they stand for the palette's.
  const palette: readonly string[] = look?.colours ? [] : PALETTES[t.palette];
  return (
    (rule.categories.length - rank) * 10 +
    (c.styleTags.includes(t.style) ? 6 : 0) +
    c.colors.filter((col) => palette.includes(col)).length * 2 +
    (look ? lookScore(c, look) : 0)
  );
}

/**
 * How well a candidate has a slot's look: its ground colour (its first) the look's first colour 18, another
 * of the look's 8, each further colour of the look's 2; its size 6; its finish 3. Colour counts most (it is
 * what a deck is told apart by from afar), and outweighs a style tag (6), which the catalogue gives products
 * loosely: the style's look shows first.
 */
function lookScore(c: Candidate, look: SlotLook): number {
  const colours = look.colours ?? [];
  const [ground, ...rest] = c.colors;
  const colour =
    (ground === undefined ? 0 : ground === colours[0] ? 18 : colours.includes(ground) ? 8 : 0) +
    rest.filter((col) => colours.includes(col)).length * 2;
  const [w, h] = look.sizeIn ?? [null, null];
  const size =
    w !== null &&
    c.heightIn != null &&
    ((c.widthIn === w && c.heightIn === h) || (c.widthIn === h && c.heightIn === w))
      ? 6
      : 0;
  const finish = c.finish && look.finishes?.includes(c.finish) ? 3 : 0;
  return colour + size + finish;
}

/**
 * The subcategories each fixture variant takes: a refrigerator slot only a refrigerator, never a cooktop; a
 * base cabinet slot only a base cabinet. A fixture without a variant takes anything of its slot's categories.
 */
export const VARIANT_SUBCATEGORIES: Record<FixtureVariant, readonly string[]> = {
  refrigerator: ['Refrigerators'],
  range: ['Ranges'],
  cooktop: ['Cooktops'],
  'wall-oven': ['Wall Ovens'],
  dishwasher: ['Dishwashers'],
  hood: ['Range Hoods'],
  microwave: ['Microwaves'],
  washer: ['Washers'],
  dryer: ['Dryers'],
  base: ['Base Cabinets'],
  wall: ['Wall Cabinets'],
  tall: ['Tall Cabinets'],
};

/** The best candidate (highest score; for a fixture, the widest that fits; ties by hash and size). */
function best(
  candidates: readonly Candidate[],
  rule: SlotRule,
  t: Template,
  maxWidthMm: number | null,
  variant?: FixtureVariant,
) {
  const leaves = variant ? VARIANT_SUBCATEGORIES[variant] : null;
  let pick: { c: Candidate; s: number; w: number } | null = null;
  for (const c of candidates) {
    if (leaves && !leaves.includes(c.leaf)) continue;
    const s = score(c, rule, t);
    if (s === null) continue;
    if (maxWidthMm !== null && c.widthIn !== null && c.widthIn * MM_PER_IN > maxWidthMm + 1) continue;
    const w = maxWidthMm !== null ? (c.widthIn ?? 0) : 0;
    const better =
      !pick ||
      s > pick.s ||
      (s === pick.s &&
        (w > pick.w || (w === pick.w && `${c.product}#${c.sizeId}` < `${pick.c.product}#${pick.c.sizeId}`)));
    if (better) pick = { c, s, w };
  }
  return pick?.c ?? null;
}

/**
 * A plan's document with the template's picks from `candidates` (the showroom's catalogue): each surface gets
 * the best product of its slot and the slot's laying pattern; each fixture the best product of its variant's
 * subcategory (every cabinet from one line: cabinet-line.ts) that fits its width, and that product's width when it has one (the fixture keeps its place). A slot without a fitting
 * candidate is left empty, never filled with something that does not fit.
 */
export function resolveTemplate(
  doc: RoomDocument,
  t: Template,
  candidates: readonly Candidate[],
): RoomDocument {
  // One cabinet line per kitchen: the best-ranked base cabinet's door style, colour and finish; every cabinet
  // is then picked by width from that line, and only where the line lacks the width from the nearest colour.
  const cabinetRule = t.slots.cabinet;
  const lead = cabinetRule && best(completeLines(candidates, doc), cabinetRule, t, null, 'base');
  const pools = lead ? cabinetPools(candidates, lineOf(lead)) : [candidates];
  const cabinetPick = (width: number, variant?: FixtureVariant) => {
    if (!cabinetRule) return null;
    for (const pool of pools) {
      const pick = best(pool, cabinetRule, t, width, variant);
      if (pick) return pick;
    }
    return null;
  };
  return {
    ...doc,
    surfaces: doc.surfaces.map((s) => {
      const rule = t.slots[s.kind];
      const pick = rule && best(candidates, rule, t, null);
      return pick && rule
        ? { ...s, product: { product: pick.product, sizeId: pick.sizeId }, pattern: rule.pattern }
        : { ...s, product: null };
    }),
    fixtures: resolveMirrors(
      doc.fixtures.map((f) => {
        const rule = t.slots[f.kind];
        const pick =
          rule &&
          (f.kind === 'cabinet'
            ? cabinetPick(f.width, f.variant)
            : f.kind === 'mirror'
              ? null
              : best(candidates, rule, t, f.width, f.variant));
        if (!pick) return f.kind === 'mirror' ? f : { ...f, product: null };
        const width = pick.widthIn === null ? f.width : Math.round(pick.widthIn * MM_PER_IN);
        return { ...f, product: { product: pick.product, sizeId: pick.sizeId }, width };
      }),
      (width) => (t.slots.mirror ? best(candidates, t.slots.mirror, t, width) : null),
    ),
  };
}

/** Where a fixture's centre lies along its wall's direction (its width runs along cos, sin of its rotation). */
const alongWall = (f: Fixture) => {
  const r = (f.rotation * Math.PI) / 180;
  return f.at.x * Math.cos(r) + f.at.y * Math.sin(r);
};

/**
 * The vanity a mirror hangs over: on the same wall, the mirror's centre within the vanity's width. A mirror
 * is picked once the vanities are, so it is never wider than its vanity less 2 in each side (a 30 in vanity
 * takes a 24 in mirror, a 72 in double vanity a 60 in one), and takes its product's width and height.
 */
export function resolveMirrors(
  fixtures: Fixture[],
  pick: (maxWidthMm: number) => Candidate | null,
): Fixture[] {
  return fixtures.map((f) => {
    if (f.kind !== 'mirror') return f;
    const under = fixtures.find(
      (v) =>
        v.kind === 'vanity' &&
        v.wallId === f.wallId &&
        v.rotation === f.rotation &&
        Math.abs(alongWall(v) - alongWall(f)) <= v.width / 2,
    );
    const room = under ? Math.min(f.width, under.width - 2 * MIRROR_SIDE_MARGIN) : f.width;
    const c = pick(room);
    if (!c) return { ...f, product: null };
    return {
      ...f,
      product: { product: c.product, sizeId: c.sizeId },
      width: c.widthIn == null ? f.width : Math.round(c.widthIn * MM_PER_IN),
      height: c.heightIn == null ? f.height : Math.round(c.heightIn * MM_PER_IN),
    };
  });
}

/**
 * The catalogue categories a slot can take in any template, in the order the templates prefer them: what the
 * swap panel offers for a surface or a fixture (a kitchen faucet and a bathroom faucet both fit a faucet).
 */
export function slotCategories(slot: Slot): string[] {
  const seen = new Set<string>();
  for (const t of TEMPLATES) for (const c of t.slots[slot]?.categories ?? []) seen.add(c);
  return [...seen];
}
