/**
 * The catalogue's colour names and the sRGB colour each one is drawn in: the seed's texture colours, the
 * swatches and the 3-D room all read this one table, so a product called Terracotta looks terracotta in its
 * picture and in the room. Values are what the material looks like under daylight (a fired clay tile, an
 * oil-rubbed bronze), not the CSS colour of the same name.
 */
export const COLOUR_HEX = {
  White: '#f2f1ec',
  Ivory: '#ece3cf',
  Biscuit: '#e6d9bd',
  Beige: '#d5c2a0',
  Sand: '#d4bf94',
  Tan: '#bf9f74',
  Whitewash: '#ddd5c6',
  Grey: '#9b9b98',
  Silver: '#c3c6c9',
  Charcoal: '#404346',
  Black: '#1e1f21',
  Blue: '#4a74a0',
  Navy: '#26395a',
  Green: '#5b8459',
  Sage: '#9cae8a',
  Olive: '#6b7a3a',
  Lime: '#7fae3c',
  Terracotta: '#b8623b',
  Rust: '#98502c',
  Red: '#9e3f2e',
  Gold: '#c6a04a',
  Bronze: '#5a4331',
  Natural: '#c9a36e',
  Honey: '#c48a41',
  Amber: '#b06f31',
  Brown: '#75502f',
  Walnut: '#5c4033',
  Espresso: '#452e22',
} as const;

export type ColourName = keyof typeof COLOUR_HEX;
export const COLOUR_NAMES = Object.keys(COLOUR_HEX) as ColourName[];

export const isColourName = (name: string): name is ColourName => Object.hasOwn(COLOUR_HEX, name);

/** A colour name's sRGB hex; a name the table does not know draws as a neutral stone grey. */
export const colourHex = (name: string): string => (isColourName(name) ? COLOUR_HEX[name] : '#a8a29e');

/** sRGB hex → CIE L*a*b* (D65), for comparing colours as the eye does. */
export function hexToLab(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [lin((n >> 16) & 255), lin((n >> 8) & 255), lin(n & 255)];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 ΔE between two sRGB colours: about 2.3 is the smallest difference most people notice. */
export function deltaE(a: string, b: string): number {
  const [p, q] = [hexToLab(a), hexToLab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
