import { accessoryNeeds } from '../room/accessories.ts';
import { billOfMaterials, LARGE_FORMAT_IN, type SellUnit } from '../room/bill-of-materials.ts';
import { type BomLine, ceilUnits } from '../room/bom-line.ts';
import type { Fixture, LayingPattern, RoomDocument } from '../room/document.ts';
import { type AccessoryPrices, type DesignCandidate, sellUnitFor, unitsCents } from './design-candidate.ts';
import type { SlotGroup } from './slot-groups.ts';
import { accessoryInfoOf } from './takeoff.ts';

/**
 * What a surface group costs in a candidate, in cents: its own bill of materials (billOfMaterials of the
 * room holding only the group's surfaces, laid in the template's pattern) and the supplies that line needs
 * (accessoryNeeds), priced. Exact for the group alone; the room's takeoff can only be less (one product on
 * two groups, or grout of two tiled groups, rounds up once), so a search within the budget on these costs
 * stays within it on the exact takeoff.
 *
 * A room's floor is measured around the fixtures that cover it, so its cost depends on their widths: the
 * caller passes the fixtures as chosen (the plan's, the widest, give the least floor: a lower bound).
 */
export type SurfaceCoster = (c: DesignCandidate, fixtures?: readonly Fixture[]) => number | null;

const PROBE = { product: 'probe', sizeId: 1 };

/** The waste class of an area product: planks never waste as large format; tiles over 24 in do. */
function probeUnit(sell: Extract<SellUnit, { kind: 'area' }>): Extract<SellUnit, { kind: 'area' }> {
  const large = sell.laid !== 'plank' && Math.max(sell.tileWidthIn, sell.tileLengthIn) > LARGE_FORMAT_IN;
  return {
    kind: 'area',
    unitName: 'Probe',
    coverageSqft: 1,
    tileWidthIn: large ? LARGE_FORMAT_IN + 1 : 12,
    tileLengthIn: 12,
    laid: sell.laid === 'plank' ? 'plank' : 'tile',
  };
}

export function surfaceCoster(
  doc: RoomDocument,
  group: SlotGroup,
  pattern: LayingPattern,
  prices: AccessoryPrices,
): SurfaceCoster {
  const ids = new Set(group.targets.map((t) => t.id));
  const surfaces = doc.surfaces.filter((s) => ids.has(s.id)).map((s) => ({ ...s, product: PROBE, pattern }));
  const onFloor = surfaces.some((s) => s.kind === 'floor' && s.region.type === 'room');
  // One room per set of fixture widths (a floor's), each with its probe lines and supplies by sell unit.
  type Measured = { sub: RoomDocument; lines: Map<string, BomLine | null>; supplies: Map<string, number> };
  const byWidths = new Map<string, Measured>();
  const byFixtures = new WeakMap<readonly Fixture[], Measured>();
  const measuredWith = (fixtures: readonly Fixture[]): Measured => {
    let m = byFixtures.get(fixtures);
    if (m) return m;
    const key = onFloor
      ? fixtures
          .filter((f) => f.coversFloor)
          .map((f) => f.width)
          .join(',')
      : '';
    m = byWidths.get(key);
    if (!m) {
      const plain = fixtures.map((f) => (f.product ? { ...f, product: null } : f));
      m = { sub: { ...doc, surfaces, fixtures: plain }, lines: new Map(), supplies: new Map() };
      byWidths.set(key, m);
    }
    byFixtures.set(fixtures, m);
    return m;
  };
  const probeKeys = new WeakMap<SellUnit, { probe: SellUnit; key: string }>();
  const probeOf = (sell: SellUnit) => {
    let p = probeKeys.get(sell);
    if (!p) {
      const probe = sell.kind === 'area' ? probeUnit(sell) : sell;
      p = { probe, key: Object.values(probe).join('|') };
      probeKeys.set(sell, p);
    }
    return p;
  };
  return (c, fixtures = doc.fixtures) => {
    const sell = sellUnitFor(c, 'surface');
    if (!sell) return null;
    const m = measuredWith(fixtures);
    const { probe, key } = probeOf(sell);
    if (!m.lines.has(key)) m.lines.set(key, billOfMaterials(m.sub, () => probe)[0] ?? null);
    const line = m.lines.get(key);
    if (!line) return 0;
    const units =
      sell.kind === 'area'
        ? ceilUnits(line.surfaces.reduce((sum, p) => sum + p.withWasteSqft, 0) / sell.coverageSqft)
        : line.units;
    if (units <= 0) return 0;
    const info = accessoryInfoOf(c);
    const supplyKey = `${key}|${info.category}|${info.tileWidthIn}|${info.tileLengthIn}`;
    let supply = m.supplies.get(supplyKey);
    if (supply === undefined) {
      supply = accessoryNeeds(m.sub, [line], () => info).reduce(
        (sum, n) => sum + n.units * (prices[n.kind] ?? 0),
        0,
      );
      m.supplies.set(supplyKey, supply);
    }
    return unitsCents(c, units) + supply;
  };
}
