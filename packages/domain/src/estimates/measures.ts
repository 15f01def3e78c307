import { roundHalfUp } from '../money/cents.ts';
import type { RoomDocument, Surface } from '../room/document.ts';
import { MM_PER_FT, MM2_PER_SQFT, measureSurface, polygonPerimeter } from '../room/geometry.ts';
import { surfaceExtent } from '../room/surface-extent.ts';
import type { LabourCategory, RateBasis } from './categories.ts';

/** Estimate quantities keep two decimals (0.01 sq ft, 0.01 ft): what a tiler reads off a plan. */
export const QUANTITY_DECIMALS = 2;
export const roundQuantity = (x: number) => roundHalfUp(x * 100) / 100;

/**
 * The edge an edge trade finishes, in mm, as coping.ts lays its pieces: a plan surface with holes along its
 * holes (a coping ring along the water), any other surface along its own outline.
 */
function edgeMm(doc: RoomDocument, s: Surface): number {
  const r = s.region;
  if (r.type === 'plan' && r.holes.length > 0)
    return r.holes.reduce((sum, h) => sum + polygonPerimeter(h), 0);
  return measureSurface(doc, s).perimeterMm;
}

/**
 * How much of one surface a labour line counts on `basis`, unrounded: its net area in sq ft (the takeoff's own
 * measure: openings and holes left out); in linear ft its edge for coping and trim, else its run (a counter's
 * or a backsplash's longer side); by the piece, one.
 */
export function surfaceQuantity(
  doc: RoomDocument,
  s: Surface,
  category: LabourCategory,
  basis: RateBasis,
): number {
  if (basis === 'piece') return 1;
  if (basis === 'sqft') return measureSurface(doc, s).netMm2 / MM2_PER_SQFT;
  if (category === 'coping' || category === 'trim') return edgeMm(doc, s) / MM_PER_FT;
  return (surfaceExtent(doc, s)?.lengthMm ?? 0) / MM_PER_FT;
}
