import { categoryLabel } from '@app/domain/catalog/category-label';
import type { ProductDetail, ProductTexture } from '../../../lib/catalog-types.ts';

export type SpecRow = { label: string; value: string };

const PATTERN_TEXT: Record<string, string> = {
  solid: 'Solid colour',
  tile: 'Tile grid',
  plank: 'Staggered planks',
  marble: 'Veined marble',
  stone: 'Natural stone',
  mosaic: 'Mosaic',
  turf: 'Turf',
  metal: 'Brushed metal',
};

/** 0.1875 → "3/16"; to the nearest sixteenth of an inch. */
export function inchFraction(inches: number): string {
  const sixteenths = Math.round(inches * 16);
  const whole = Math.floor(sixteenths / 16);
  let num = sixteenths % 16;
  let den = 16;
  while (num > 0 && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  const part = num ? `${num}/${den}` : '';
  return [whole || (part ? '' : '0'), part].filter(Boolean).join(' ');
}

/** A plain-words name for a hex colour ("#e5e7eb" → "Light grey"). */
export function describeHex(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return hex;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => Number.parseInt(h as string, 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const sat = max === min ? 0 : (max - min) / (1 - Math.abs(2 * light - 1));
  const tone = light > 0.85 ? 'Light' : light < 0.3 ? 'Dark' : '';
  if (sat < 0.15) {
    if (light > 0.93) return 'White';
    if (light < 0.12) return 'Black';
    return tone ? `${tone} grey` : 'Grey';
  }
  let hue = 0;
  if (max === r) hue = ((g - b) / (max - min)) % 6;
  else if (max === g) hue = (b - r) / (max - min) + 2;
  else hue = (r - g) / (max - min) + 4;
  hue = (hue * 60 + 360) % 360;
  const name =
    hue < 15 || hue >= 345
      ? 'red'
      : hue < 45
        ? light < 0.45
          ? 'brown'
          : 'orange'
        : hue < 70
          ? 'yellow'
          : hue < 170
            ? 'green'
            : hue < 255
              ? 'blue'
              : hue < 290
                ? 'purple'
                : 'pink';
  return tone ? `${tone} ${name}` : name.charAt(0).toUpperCase() + name.slice(1);
}

const surface = (roughness: number) => (roughness < 0.3 ? 'Glossy' : roughness < 0.6 ? 'Satin' : 'Matte');

function textureRows(t: ProductTexture): SpecRow[] {
  const size = `${t.tile_width_in} × ${t.tile_height_in} in`;
  if (t.pattern === 'fixture') return [{ label: 'Dimensions', value: size }];
  const rows: SpecRow[] = [{ label: 'Pattern', value: PATTERN_TEXT[t.pattern] ?? t.pattern }];
  if (t.pattern === 'tile' || t.pattern === 'mosaic' || t.pattern === 'marble' || t.pattern === 'stone')
    rows.push({ label: 'Tile size', value: size });
  if (t.pattern === 'plank') rows.push({ label: 'Plank size', value: size });
  if (t.grout_width_in > 0)
    rows.push({
      label: 'Grout',
      value: `${inchFraction(t.grout_width_in)} in, ${describeHex(t.grout_color).toLowerCase()}`,
    });
  return rows;
}

/** The specifications table of the product page, in human words. */
export function specRows(product: ProductDetail): SpecRow[] {
  const rows: SpecRow[] = [
    { label: 'Brand', value: product.brand.name },
    { label: 'Category', value: categoryLabel(product.category.name) },
  ];
  if (product.colors.length) rows.push({ label: 'Colours', value: product.colors.join(', ') });
  if (product.finish) rows.push({ label: 'Finish', value: product.finish });
  if (product.style_tags.length) rows.push({ label: 'Style', value: product.style_tags.join(', ') });
  rows.push(...textureRows(product.texture));
  // The finish names the surface itself ("Matte", "Polished"); the one read back from the picture's roughness
  // could contradict it (a vendor's own texture), so it is shown only for a product without a finish.
  if (!product.finish) rows.push({ label: 'Surface', value: surface(product.texture.roughness) });
  rows.push({ label: 'Sold by', value: product.unit });
  return rows;
}
