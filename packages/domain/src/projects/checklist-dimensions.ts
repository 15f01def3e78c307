import { formatCount, formatDecimal } from '../format/number.ts';
import { MM_PER_IN } from '../room/geometry.ts';

/** The units a checklist item's dimensions are entered in (issue 24): both are always shown. */
export const DIMENSION_UNITS = ['in', 'mm'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

/** The three measures as the member entered them, in the item's unit; a measure not taken is null. */
export type Measures = { width: number | null; length: number | null; height: number | null };

/** The same in whole millimetres (to compare and sort; 0 under half a millimetre), for readers of mm alone. */
export type Dimensions = { width_mm: number | null; length_mm: number | null; height_mm: number | null };

/**
 * A stored item's measures: as entered with their unit, kept exact (18 in stays 18 in: whole millimetres
 * alone made it 457 mm, shown back as 17.99 in), and in millimetres beside them.
 */
export type ItemDimensions = Measures & Dimensions & { unit: DimensionUnit };

/** The largest measure an item may have: 100 m (a lot's fence line), in millimetres. */
export const MAX_DIMENSION_MM = 100_000;

/** Decimal places a measure may be entered with: a tape's 1/16 in is 0.0625 in; a tenth of a millimetre. */
export const DIMENSION_DECIMALS: Record<DimensionUnit, number> = { in: 4, mm: 1 };

/** A measure as entered, to whole millimetres (0.5 mm rounds up: a tape's 1/64 in is 0.4 mm). */
export const toMillimetres = (value: number, unit: DimensionUnit) =>
  Math.round(unit === 'mm' ? value : value * MM_PER_IN);

/** Millimetres in the given unit, for a form: inches to 2 decimals (1/64 in is 0.016 in), mm whole. */
export const fromMillimetres = (mm: number, unit: DimensionUnit) =>
  unit === 'mm' ? mm : Math.round((mm / MM_PER_IN) * 100) / 100;

/** How many decimal places a number is written with (1.5e-7 has 8). */
export function decimalsOf(value: number): number {
  const match = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/i.exec(String(value));
  if (!match) return Number.POSITIVE_INFINITY;
  return Math.max(0, (match[1]?.length ?? 0) - Number(match[2] ?? 0));
}

const KEYS = ['width', 'length', 'height'] as const;

/** The stored measures of what was entered: the values themselves, and each in whole millimetres. */
export function itemDimensionsOf(entered: Partial<Measures>, unit: DimensionUnit): ItemDimensions {
  const value = (key: (typeof KEYS)[number]) => entered[key] ?? null;
  const mm = (key: (typeof KEYS)[number]) => {
    const v = value(key);
    return v === null ? null : toMillimetres(v, unit);
  };
  return {
    unit,
    width: value('width'),
    length: value('length'),
    height: value('height'),
    width_mm: mm('width'),
    length_mm: mm('length'),
    height_mm: mm('height'),
  };
}

/**
 * Stored measures as they read today. An item kept before the entered values were (whole millimetres only)
 * reads as its form showed it then: the millimetres in its unit, inches to 2 decimals.
 */
export function withEntered(d: Dimensions & Partial<Measures> & { unit: DimensionUnit }): ItemDimensions {
  const entered = (key: (typeof KEYS)[number]) => {
    const kept = d[key];
    if (kept !== undefined) return kept;
    const mm = d[`${key}_mm`];
    return mm === null ? null : fromMillimetres(mm, d.unit);
  };
  return {
    unit: d.unit,
    width: entered('width'),
    length: entered('length'),
    height: entered('height'),
    width_mm: d.width_mm,
    length_mm: d.length_mm,
    height_mm: d.height_mm,
  };
}

/**
 * "120 × 18 in (3,048 × 457 mm)": the measures taken, width × length × height, as entered in their unit,
 * then in the other one (whole millimetres; inches to 2 decimals). Empty when none was taken.
 */
export function formatDimensions(d: Measures, entered: DimensionUnit = 'in'): string {
  const taken = KEYS.map((key) => d[key]).filter((v): v is number => v !== null);
  if (taken.length === 0) return '';
  const asEntered = `${taken.map((v) => formatDecimal(v, DIMENSION_DECIMALS[entered])).join(' × ')} ${entered}`;
  const other =
    entered === 'in'
      ? `${taken.map((v) => formatCount(Math.round(v * MM_PER_IN))).join(' × ')} mm`
      : `${taken.map((v) => formatDecimal(v / MM_PER_IN, 2)).join(' × ')} in`;
  return `${asEntered} (${other})`;
}
