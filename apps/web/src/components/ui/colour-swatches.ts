/** Product colour names (as the catalogue stores them) → the CSS colour of their swatch. */
const SWATCHES: Record<string, string> = {
  white: '#ffffff',
  whitewash: '#eeeae2',
  ivory: '#fffbeb',
  biscuit: '#e8d9b5',
  beige: '#e1d3b6',
  sand: '#d8c39a',
  tan: '#c9a878',
  natural: '#d9b98c',
  honey: '#c98f3d',
  amber: '#d97706',
  gold: '#c9a227',
  bronze: '#8c6a3f',
  rust: '#a8481f',
  terracotta: '#c0633f',
  red: '#b91c1c',
  brown: '#7a5230',
  walnut: '#5c3d24',
  espresso: '#3b2719',
  silver: '#c0c4ca',
  grey: '#8e949c',
  gray: '#8e949c',
  charcoal: '#36454f',
  black: '#111111',
  green: '#3f7d4a',
  olive: '#708238',
  lime: '#9bc53d',
  sage: '#9caf88',
  blue: '#2f5d9e',
  navy: '#1f2f57',
};

/** The neutral grey of a colour the map does not know; the picker then also shows its name. */
export const UNKNOWN_SWATCH = '#a3a3a3';

/** The swatch colour of a colour name (case and spacing ignored), or null when unknown. */
export function swatchFor(name: string): string | null {
  return SWATCHES[name.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

/** Light swatches get a darker border so they stay visible on white. */
export function isLightSwatch(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 200;
}
