import type { Point, RoomDocument, Surface } from './document.ts';
import { MM_PER_IN, roomOutline, wallBandRect } from './geometry.ts';

/** A length as a tape measure reads it, to the nearest inch: 3000 mm → "9 ft 10 in", 305 → "1 ft", 150 → "6 in". */
export function formatLength(mm: number): string {
  const inches = Math.round(mm / MM_PER_IN);
  const [ft, inch] = [Math.floor(inches / 12), inches % 12];
  if (ft === 0) return `${inch} in`;
  return inch === 0 ? `${ft} ft` : `${ft} ft ${inch} in`;
}

const span = (points: readonly Point[]) => {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return `${formatLength(Math.max(...xs) - Math.min(...xs))} × ${formatLength(Math.max(...ys) - Math.min(...ys))}`;
};

/**
 * A surface's size for the checklist: a floor's or a plan region's overall width × depth, a wall band's
 * length × height. Null when the walls do not close or the band lies off its wall.
 */
export function surfaceDimensions(doc: RoomDocument, surface: Surface): string | null {
  const region = surface.region;
  if (region.type === 'plan') return span(region.outline);
  if (region.type === 'room') {
    const outline = roomOutline(doc.walls);
    return outline ? span(outline) : null;
  }
  const wall = doc.walls.find((w) => w.id === region.wallId);
  const rect = wall && wallBandRect(doc, wall, region);
  return rect ? `${formatLength(rect.x1 - rect.x0)} × ${formatLength(rect.y1 - rect.y0)}` : null;
}
