import type { Fixture, FixtureKind, FixtureVariant } from './document.ts';
import { MM_PER_IN } from './geometry.ts';
import { against, type PlanRoom, type Side } from './plan-builder.ts';

/** Stock cabinet widths are 9 to 48 in by 3 in; a run is filled mostly with 36 in boxes. */
const STEP_IN = 3;
const MIN_IN = 9;
const USUAL_IN = 36;

/**
 * The stock widths (in) that fill a run of `lengthMm` as a cabinetmaker would: as few boxes as 36 in allows,
 * evenly sized, each 9–48 in by 3 in, the widest first; less than 3 in is left over for a filler strip.
 * A run under 9 in takes no cabinet.
 */
export function stockWidths(lengthMm: number): number[] {
  const steps = Math.floor(lengthMm / MM_PER_IN / STEP_IN + 1e-9);
  if (steps * STEP_IN < MIN_IN) return [];
  const count = Math.ceil(steps / (USUAL_IN / STEP_IN));
  const each = Math.floor(steps / count);
  return Array.from({ length: count }, (_, i) => (each + (i < steps % count ? 1 : 0)) * STEP_IN);
}

export type RunSpan = [from: number, to: number];

/** The parts of [from, to] that none of `taken` covers, in order (plan coordinates on one axis). */
export function freeSpans(from: number, to: number, taken: readonly RunSpan[]): RunSpan[] {
  const out: RunSpan[] = [];
  let at = from;
  for (const [a, b] of [...taken].sort((p, q) => p[0] - q[0])) {
    if (b <= at || a >= to) continue;
    if (a > at) out.push([at, a]);
    at = Math.max(at, b);
  }
  if (at < to) out.push([at, to]);
  return out;
}

type Box = { depth: number; height: number; elevation?: number; coversFloor?: boolean };

/**
 * A row of stock-width cabinets (or any fixture of `kind`/`variant`) against a side, filling each free
 * span from its start: one fixture per box, ids `${prefix}-1`, `-2`…, so the parts list bills each piece.
 */
export function cabinetRow(
  room: PlanRoom,
  prefix: string,
  side: Side,
  spans: readonly RunSpan[],
  variant: FixtureVariant,
  box: Box,
  kind: FixtureKind = 'cabinet',
): Fixture[] {
  const out: Fixture[] = [];
  for (const [from, to] of spans) {
    let at = from;
    const widths = stockWidths(to - from).map((inches) => Math.round(inches * MM_PER_IN));
    // Each box rounded to the millimetre, a run that fills its span to the inch can end past it by a
    // millimetre or two: the last box gives them back, so the run never reaches into the wall beyond.
    const over = widths.reduce((sum, w) => sum + w, 0) - (to - from);
    if (over > 0) widths[widths.length - 1]! -= over;
    for (const width of widths) {
      out.push(
        against(room, `${prefix}-${out.length + 1}`, kind, side, at, at + width, box.depth, {
          ...box,
          variant,
        }),
      );
      at += width;
    }
  }
  return out;
}
