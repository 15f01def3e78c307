import type { RoomDocument } from '@app/domain/room/document';

/**
 * What the baked light depends on: the room's geometry and its fixtures (where they stand, their size, the
 * lamps among them), never the products on its surfaces. A product swap keeps the key, so it keeps the bake
 * and only the material the lightmap multiplies changes.
 */
export function bakeKey(doc: RoomDocument): string {
  return JSON.stringify([
    doc.ceilingHeight,
    doc.walls,
    doc.openings,
    doc.surfaces.map(({ product: _product, pattern: _pattern, groutMm: _grout, ...geometry }) => geometry),
    doc.fixtures.map(({ product: _product, ...placed }) => placed),
  ]);
}
