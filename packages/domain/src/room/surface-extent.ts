import type { Point, RoomDocument, Surface } from './document.ts';
import { roomOutline, wallBandRect } from './geometry.ts';

/**
 * A surface's extent in mm as a run is cut for it: the longer side of its bounding box as the length, the
 * shorter as the depth (a countertop run, the direction turf strips are laid in). An L-shaped patio is taken as
 * its bounding box, which never buys less than it needs. Null when the surface has no shape (walls that do not
 * close, a band on a missing wall).
 */
export function surfaceExtent(doc: RoomDocument, s: Surface): { lengthMm: number; depthMm: number } | null {
  const r = s.region;
  let w = 0;
  let d = 0;
  if (r.type === 'wall') {
    const wall = doc.walls.find((x) => x.id === r.wallId);
    const rect = wall && wallBandRect(doc, wall, r);
    if (!rect) return null;
    [w, d] = [rect.x1 - rect.x0, rect.y1 - rect.y0];
  } else {
    const pts: Point[] | null = r.type === 'plan' ? r.outline : roomOutline(doc.walls);
    if (!pts) return null;
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    [w, d] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  }
  return { lengthMm: Math.max(w, d), depthMm: Math.min(w, d) };
}
