import type { Fixture, Opening, Surface } from '../room/document.ts';
import { measureSurface } from '../room/geometry.ts';
import { floorSurface, freeFixture, type PlanRoom, roomDoc } from '../room/plan-builder.ts';
import type { OwnRoomKind } from './own-room.ts';
import { dressBathroom } from './own-room-bath.ts';
import { dressKitchen } from './own-room-kitchen.ts';
import { accentWall, dressLaundry, livingFan } from './own-room-living.ts';
import { emptySpace } from './own-room-space.ts';

/**
 * A measured room dressed by its kind, as the built-in plans of that kind are (room/floor-plans.ts): a
 * kitchen's runs, a bathroom's tub or shower, toilet and vanity, a laundry's machines, a living room's fan
 * and accent wall; in every kind a floor and a ceiling light. The other walls are left bare, as the built-in
 * plans leave theirs: the catalogue sells no paint, and a template's wall cladding (stacked stone) belongs on
 * one accent wall, not on every wall of a kitchen. Nothing stands in
 * front of a door or covers a window below its top, and each piece keeps the floor in front of it clear
 * (own-room-space.ts), so a room too small or too full of openings gets what fits and nothing that collides.
 */

/** A ceiling light's drop below the ceiling, as the built-in plans hang theirs (2,300 mm under 2,438). */
const LIGHT_DROP_MM = 138;

type Parts = { fixtures: Fixture[]; surfaces: Surface[] };

function byKind(kind: OwnRoomKind, room: PlanRoom, ceiling: number, openings: readonly Opening[]): Parts {
  const space = emptySpace(room, openings);
  if (kind === 'kitchen') return dressKitchen(space);
  if (kind === 'bathroom') return dressBathroom(space);
  if (kind === 'laundry') return dressLaundry(space);
  return {
    fixtures: kind === 'living' ? livingFan(room, ceiling) : [],
    surfaces: [accentWall(room, ceiling, openings)],
  };
}

/** The fixtures and surfaces of a measured room: its light first, its floor first. */
export function dressOwnRoom(
  kind: OwnRoomKind,
  room: PlanRoom,
  ceiling: number,
  openings: readonly Opening[],
): Parts {
  const light = freeFixture(
    'light',
    'light',
    { x: Math.round(room.w / 2), y: Math.round(room.d / 2) },
    { width: 400, depth: 400, height: 120, elevation: ceiling - LIGHT_DROP_MM },
  );
  const parts = byKind(kind, room, ceiling, openings);
  const fixtures = [light, ...parts.fixtures];
  const surfaces = [
    // Plank under a living or dining room, as the built-in plans lay it; tile elsewhere.
    floorSurface(kind === 'living' || kind === 'dining' ? 0 : 3),
    ...parts.surfaces,
  ];
  // A band a window fills wholly (a backsplash under a tall window) measures nothing: it is left out, as
  // the built-in plans have no surface that measures nothing.
  const doc = {
    ...roomDoc('room', room, { openings: [...openings], surfaces, fixtures }),
    ceilingHeight: ceiling,
  };
  return {
    fixtures,
    surfaces: surfaces.filter((s) => s.region.type === 'room' || measureSurface(doc, s).netMm2 > 0),
  };
}
