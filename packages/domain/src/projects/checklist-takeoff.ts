import { surfaceSize } from '../room/dimensions.ts';
import type { RoomDocument } from '../room/document.ts';
import { CHECKLIST_LIMITS, type ChecklistItem } from './checklist.ts';
import { fromMillimetres } from './checklist-dimensions.ts';
import type { ChecklistItemBody } from './checklist-edit.ts';

/** What a room's priced takeoff line (POST /api/visualization/checklist) carries that the checklist keeps. */
export type TakeoffLine = {
  product: { hash: string; name: string; size_label: string };
  qty: number;
  unit_name: string;
  surfaces: ReadonlyArray<{ id: string; net_sqft: number }>;
  fixtures: readonly string[];
  accessory: boolean;
};

type Measures = { width: number | null; length: number | null; height: number | null };

/** A part's measure in inches; none under a millimetre (a room's part is never that thin). */
const inches = (mm: number) => (mm >= 1 ? fromMillimetres(Math.round(mm), 'in') : null);

/** A surface's or fixture's measures in inches: a floor's width × length, a wall band's width × height. */
export function partMeasures(doc: RoomDocument, partId: string): Measures | null {
  const fixture = doc.fixtures.find((f) => f.id === partId);
  if (fixture) {
    return { width: inches(fixture.width), length: inches(fixture.depth), height: inches(fixture.height) };
  }
  const surface = doc.surfaces.find((s) => s.id === partId);
  const size = surface && surfaceSize(doc, surface);
  if (!size) return null;
  const [width, other] = [inches(size.width), inches(size.other)];
  return size.onWall ? { width, length: null, height: other } : { width, length: other, height: null };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const titleOf = (line: TakeoffLine) =>
  line.product.size_label ? `${line.product.name} (${line.product.size_label})` : line.product.name;

function notesOf(line: TakeoffLine): string {
  const sqft = line.surfaces.reduce((sum, s) => sum + s.net_sqft, 0);
  const covers = sqft > 0 ? ` for ${sqft.toFixed(2)} sq ft` : '';
  const supply = line.accessory ? 'Installation supply: ' : '';
  return `${supply}${line.qty} ${line.unit_name}${covers}, from the room’s takeoff.`;
}

/**
 * A room's takeoff as checklist items, in one step (issue 24 point 2): one item per line, the product chosen
 * (status "chosen"), linked to the product and the design's part, with the quantity to buy and, for a line
 * that covers one part, that part's measures. Lines already on the checklist from this design (same product)
 * are left out, so adding the same takeoff twice adds nothing twice.
 */
export function takeoffItems(
  takeoff: { designId: number; room: string; doc: RoomDocument; lines: readonly TakeoffLine[] },
  current: readonly ChecklistItem[],
): { items: ChecklistItemBody[]; already: number } {
  const onList = new Set(
    current.filter((i) => i.design?.id === takeoff.designId && i.product).map((i) => i.product),
  );
  const fresh = takeoff.lines.filter((line) => !onList.has(line.product.hash));
  const items = fresh.map((line): ChecklistItemBody => {
    const parts = [...line.surfaces.map((s) => s.id), ...line.fixtures];
    const measures = parts.length === 1 ? partMeasures(takeoff.doc, parts[0]) : null;
    return {
      room: clip(takeoff.room, CHECKLIST_LIMITS.room),
      kind: line.fixtures.length > 0 ? 'fixture' : 'surface',
      title: clip(titleOf(line), CHECKLIST_LIMITS.title),
      ...(measures ? { dimensions: { unit: 'in', ...measures } } : {}),
      quantity: Math.min(Math.max(1, line.qty), CHECKLIST_LIMITS.quantity),
      notes: notesOf(line),
      status: 'chosen',
      product: line.product.hash,
      design: { id: takeoff.designId, surface: parts[0] ?? null },
    };
  });
  return { items, already: takeoff.lines.length - fresh.length };
}
