import type { RoomDocument } from '@app/domain/room/document';
import type { Selection } from '../../../visualizer/scene/types.ts';

const KIND_NAMES: Record<string, string> = {
  floor: 'Floor',
  wall: 'Wall',
  backsplash: 'Backsplash',
  countertop: 'Countertop',
  shower_wall: 'Shower wall',
  ceiling: 'Ceiling',
  coping: 'Pool coping',
  turf: 'Turf',
  hardscape: 'Hardscape',
  vanity: 'Vanity',
  sink: 'Sink',
  faucet: 'Faucet',
  toilet: 'Toilet',
  tub: 'Tub',
  shower: 'Shower',
  light: 'Light',
  fan: 'Fan',
  appliance: 'Appliance',
  cabinet: 'Cabinet',
  mirror: 'Mirror',
};
const SIDES: Record<string, string> = { s: 'south', n: 'north', e: 'east', w: 'west' };

/** A surface's or fixture's name in the page: its kind, and which one when the id says more ('Backsplash · north'). */
export function partLabel(kind: string, id: string): string {
  const name = KIND_NAMES[kind] ?? kind;
  const rest = id
    .split('-')
    .filter((word) => word !== kind && word !== kind.replace('_', '-'))
    .map((word) => SIDES[word] ?? word)
    .join(' ');
  return rest ? `${name} · ${rest}` : name;
}

/** The kind (the swap slot) and name of the selected surface or fixture, or null when it is gone. */
export function selectedPart(doc: RoomDocument, selection: Selection) {
  if (!selection) return null;
  const list = selection.type === 'surface' ? doc.surfaces : doc.fixtures;
  const part = list.find((p) => p.id === selection.id);
  if (!part) return null;
  const variant = 'variant' in part ? part.variant : undefined;
  return { kind: part.kind, variant, label: partLabel(part.kind, part.id), product: part.product };
}
