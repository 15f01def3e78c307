import type { RoomDocument } from './document.ts';
import { MM_PER_IN } from './geometry.ts';
import { type SwapTarget, swapProblems } from './swap.ts';

/** Widest the search tries, in millimetres (a 40-ft wall): the swap filter's own limit. */
const WIDEST_MM = 480 * MM_PER_IN;

/**
 * The widest product, in inches (two decimals, rounded down), that the fixture `target` can take where it
 * stands without a new fit problem (swapProblems: wider than its wall, out of the room, into a door's swing);
 * null for a surface, which takes any size. The swap panel sends it so that the server lists the options
 * that fit first. A fixture only grows into trouble, so the limit is found by halving the range.
 */
export function widestFit(doc: RoomDocument, target: SwapTarget): number | null {
  if (target.type === 'surface') return null;
  const fixture = doc.fixtures.find((f) => f.id === target.id);
  if (!fixture) return null;
  const product = fixture.product ?? { product: '', sizeId: 0 };
  const fits = (mm: number) =>
    swapProblems(doc, target, { ...product, widthIn: mm / MM_PER_IN }).length === 0;
  let [lo, hi] = [0, Math.round(WIDEST_MM)];
  if (fits(hi)) return hi / MM_PER_IN;
  // lo always fits (a fixture of no width takes no room); hi never does.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return Math.floor((lo / MM_PER_IN) * 100) / 100;
}
