import type { FixtureVariant, RoomDocument } from '../room/document.ts';
import type { PlanKind } from '../room/floor-plans.ts';
import { type Slot, templatesFor } from '../room/templates.ts';

/** A surface or a fixture of the room that a pick fills. */
export type Target = { type: 'surface' | 'fixture'; id: string };

/**
 * One decision of the AI designer (issue 26): the surfaces of one kind (every countertop piece is one stone),
 * or the fixtures of one kind and variant (every base cabinet of one line, the refrigerator), filled with one
 * product; each fixture takes that product's widest size that fits its place (`widths`, mm, as the plan has
 * them). A group the catalogue cannot fill whole is split into its targets (slots-of.ts).
 */
export type SlotGroup = {
  key: string;
  slot: Slot;
  variant: FixtureVariant | null;
  on: 'surface' | 'fixture';
  targets: Target[];
  widths: number[];
  /** What a pick says it fills: an appliance by its variant ('range'), anything else by its slot ('vanity'). */
  label: string;
};

const VARIANT_LABELS: Partial<Record<FixtureVariant, string>> = {
  refrigerator: 'refrigerator',
  range: 'range',
  cooktop: 'cooktop',
  'wall-oven': 'wall oven',
  dishwasher: 'dishwasher',
  hood: 'hood',
  microwave: 'microwave',
  washer: 'washer',
  dryer: 'dryer',
};

/** The slots any template of the room's kind fills (a ceiling, which none does, is left as it is). */
const slotsOf = (kind: PlanKind) => new Set(templatesFor(kind).flatMap((t) => Object.keys(t.slots)));

/** The room's decisions, in the document's order: its surfaces by kind, then its fixtures by kind and variant. */
export function slotGroups(doc: RoomDocument, kind: PlanKind): SlotGroup[] {
  const slots = slotsOf(kind);
  const groups = new Map<string, SlotGroup>();
  const add = (key: string, g: Omit<SlotGroup, 'key' | 'targets' | 'widths'>, t: Target, width?: number) => {
    const group = groups.get(key) ?? { key, ...g, targets: [], widths: [] };
    group.targets.push(t);
    if (width !== undefined) group.widths.push(width);
    groups.set(key, group);
  };
  for (const s of doc.surfaces) {
    if (!slots.has(s.kind)) continue;
    add(s.kind, { slot: s.kind, variant: null, on: 'surface', label: s.kind }, { type: 'surface', id: s.id });
  }
  for (const f of doc.fixtures) {
    if (!slots.has(f.kind)) continue;
    const variant = f.variant ?? null;
    const label = (variant && VARIANT_LABELS[variant]) ?? f.kind;
    add(
      variant ? `${f.kind}:${variant}` : f.kind,
      { slot: f.kind, variant, on: 'fixture', label },
      { type: 'fixture', id: f.id },
      f.width,
    );
  }
  return [...groups.values()];
}

/** A group of one target each: when no one product fits them all (a line without a width one box needs). */
export const splitGroup = (g: SlotGroup): SlotGroup[] =>
  g.targets.map((t, i) => ({
    ...g,
    key: `${g.key}#${t.id}`,
    targets: [t],
    widths: g.on === 'fixture' ? [g.widths[i]] : [],
  }));
