import { formatCount, formatDecimal } from '../format/number.ts';
import { MM_PER_IN } from '../room/geometry.ts';

/** The units a checklist item's dimensions are entered in (issue 24): both are always shown. */
export const DIMENSION_UNITS = ['in', 'mm'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

/** The three measures of an item, kept in whole millimetres; a measure not taken is null. */
export type Dimensions = { width_mm: number | null; length_mm: number | null; height_mm: number | null };

/** The largest measure an item may have: 100 m (a lot's fence line), in millimetres. */
export const MAX_DIMENSION_MM = 100_000;

/** A measure as entered, to whole millimetres (0.5 mm rounds up: a tape's 1/64 in is 0.4 mm). */
export const toMillimetres = (value: number, unit: DimensionUnit) =>
  Math.round(unit === 'mm' ? value : value * MM_PER_IN);

/** Millimetres in the given unit, for a form: inches to 2 decimals (1/64 in is 0.016 in), mm whole. */
export const fromMillimetres = (mm: number, unit: DimensionUnit) =>
  unit === 'mm' ? mm : Math.round((mm / MM_PER_IN) * 100) / 100;

const taken = (d: Dimensions) =>
  [d.width_mm, d.length_mm, d.height_mm].filter((v): v is number => v !== null);

/**
 * "120 × 96 in (3,048 × 2,438 mm)": the measures taken, width × length × height, in the unit they were
 * entered in, then in the other one. Empty when none was taken.
 */
export function formatDimensions(d: Dimensions, entered: DimensionUnit = 'in'): string {
  const mm = taken(d);
  if (mm.length === 0) return '';
  const inches = `${mm.map((v) => formatDecimal(v / MM_PER_IN, 2)).join(' × ')} in`;
  const millimetres = `${mm.map((v) => formatCount(v)).join(' × ')} mm`;
  return entered === 'mm' ? `${millimetres} (${inches})` : `${inches} (${millimetres})`;
}
