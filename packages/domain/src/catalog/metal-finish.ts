import type { Texture } from './texture.ts';

/**
 * The metal finishes the catalogue sells (apps/server/src/db/seed/catalog/fixture-specs.ts), as the 3-D room
 * and the product pictures draw them: each is its own physically based metal (colour, metalness, roughness),
 * not one metal tinted.
 */
export const METAL_FINISHES = [
  'chrome',
  'brushed-nickel',
  'matte-black',
  'polished-brass',
  'brushed-gold',
  'bronze',
  'stainless',
] as const;
export type MetalFinish = (typeof METAL_FINISHES)[number];

/** Hue (degrees), saturation and lightness (0..1) of a #rrggbb colour. */
export function hslOf(hex: string) {
  const n = Number.parseInt(/^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : '808080', 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60;
  return { h, s, l };
}

/** The product page's surface bands (seed looks.ts): glossy under 0.3, satin to 0.6, matte above. */
const GLOSSY = 0.3;

/**
 * The metal a product's texture is. A texture has no finish name, but the catalogue gives each metal finish
 * its colour (Chrome, Brushed Nickel and Stainless are Silver; Polished Brass and Brushed Gold Gold; Oil-Rubbed
 * Bronze Bronze; Matte Black Black) and its roughness band, which together tell the finishes apart: a glossy
 * Silver is chrome, a satin one brushed nickel (or stainless steel), a glossy Gold polished brass, a satin
 * one brushed gold. Null: not a metal colour (a white, a grey or a painted product).
 */
export function metalFinishOf(texture: Pick<Texture, 'base_color' | 'roughness'>): MetalFinish | null {
  const { h, s, l } = hslOf(texture.base_color);
  const glossy = texture.roughness < GLOSSY;
  if (l < 0.18) return 'matte-black';
  if (s > 0.3 && h >= 30 && h <= 60 && l > 0.4) return glossy ? 'polished-brass' : 'brushed-gold';
  if (s > 0.2 && h >= 10 && h < 45 && l <= 0.4) return 'bronze';
  if (s < 0.15 && l > 0.68 && l < 0.9) return glossy ? 'chrome' : 'brushed-nickel';
  return null;
}
