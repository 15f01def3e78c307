import type { Point, RoomDocument, Surface } from './document.ts';
import { MM_PER_IN, roomOutline, wallBandRect } from './geometry.ts';

/** A length as a tape measure reads it, to the nearest inch: 3000 mm → "9 ft 10 in", 305 → "1 ft", 150 → "6 in". */
export function formatLength(mm: number): string {
  const inches = Math.round(mm / MM_PER_IN);
  const [ft, inch] = [Math.floor(inches / 12), inches % 12];
  if (ft === 0) return `${inch} in`;
  return inch === 0 ? `${ft} ft` : `${ft} ft ${inch} in`;
}

/** Overall size in mm: across (x) and along the other way — y for a plan region, the height for a wall band. */
export type SurfaceSize = { width: number; other: number; onWall: boolean };

const extent = (points: readonly Point[]): SurfaceSize => {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    width: Math.max(...xs) - Math.min(...xs),
    other: Math.max(...ys) - Math.min(...ys),
    onWall: false,
  };
};

/**
 * A surface's overall size: a floor's or a plan region's width × depth, a wall band's length × height (mm).
 * Null when the walls do not close or the band lies off its wall.
 */
export function surfaceSize(doc: RoomDocument, surface: Surface): SurfaceSize | null {
  const region = surface.region;
  if (region.type === 'plan') return extent(region.outline);
  if (region.type === 'room') {
    const outline = roomOutline(doc.walls);
    return outline ? extent(outline) : null;
  }
  const wall = doc.walls.find((w) => w.id === region.wallId);
  const rect = wall && wallBandRect(doc, wall, region);
  return rect ? { width: rect.x1 - rect.x0, other: rect.y1 - rect.y0, onWall: true } : null;
}

/** A surface's size for the checklist, as a tape measure reads it ("9 ft 10 in × 7 ft 10 in"), or null. */
export function surfaceDimensions(doc: RoomDocument, surface: Surface): string | null {
  const size = surfaceSize(doc, surface);
  return size ? `${formatLength(size.width)} × ${formatLength(size.other)}` : null;
}
