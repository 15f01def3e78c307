import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../api/envelope.ts';
import { SAMPLE_MESSAGES } from '../orders/samples.ts';
import { productSearchText, vendorProductInputSchema } from './vendor-product.ts';

const valid = {
  name: '  Calacatta Gold Porcelain Tile 12x24 ',
  description: 'A polished porcelain tile.',
  category_id: 3,
  brand_id: '7',
  colors: ['White', 'Gold'],
  finish: 'Polished',
  style_tags: ['Modern', 'Modern', 'Luxury'],
  texture: {
    pattern: 'tile',
    base_color: '#F4F4F2',
    accent_color: '#c9a44c',
    grout_color: '#e5e7eb',
    tile_width_in: 12,
    tile_height_in: 24,
    grout_width_in: 0.125,
    roughness: 0.3,
  },
  sizes: [
    {
      width_size: '12',
      height_size: 24,
      unit: 'Box',
      uom: 'sq ft',
      box_sqft: '15.50',
      vendor_price_cents: 6400,
    },
    { pattern: 'Herringbone', width_size: '', unit: 'Piece', vendor_price_cents: '1250', min_qty: '4' },
  ],
};

const errorsOf = (input: unknown) => {
  const result = vendorProductInputSchema.safeParse(input);
  if (result.success) return {};
  return toFieldErrors(
    result.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })),
  );
};

describe('vendor product input', () => {
  it('reads a valid product: trimmed, ids and digits as numbers, colours lower-case, styles once', () => {
    const p = vendorProductInputSchema.parse(valid);
    expect(p.name).toBe('Calacatta Gold Porcelain Tile 12x24');
    expect(p.brand_id).toBe(7);
    expect(p.style_tags).toEqual(['Modern', 'Luxury']);
    expect(p.texture.base_color).toBe('#f4f4f2');
    expect(p.sizes[0]).toMatchObject({
      width_size: '12',
      height_size: '24',
      length_size: null,
      box_sqft: 15.5,
      min_qty: 1,
    });
    expect(p.sizes[1]).toMatchObject({
      width_size: null,
      pattern: 'Herringbone',
      vendor_price_cents: 1250,
      min_qty: 4,
    });
    expect(productSearchText(p, { brand: 'Stonecraft', category: 'Tile Flooring' })).toBe(
      'Calacatta Gold Porcelain Tile 12x24 Stonecraft Tile Flooring White Gold Polished Modern Luxury',
    );
  });

  it('puts each refusal on its field', () => {
    const errors = errorsOf({
      ...valid,
      name: ' ',
      colors: [],
      sizes: [
        { width_size: '0x10', unit: 'Box', vendor_price_cents: 0 },
        { height_size: '2', length_size: '3', unit: 'Crate', vendor_price_cents: 1e12 },
      ],
    });
    expect(errors.name).toEqual(['The name field is required.']);
    expect(errors.colors).toEqual(['Give at least one colour.']);
    expect(errors['sizes.0.width_size']).toEqual([
      'The width must be a number of inches between 0 and 9999.',
    ]);
    expect(errors['sizes.0.vendor_price_cents']).toEqual(['The price must be at least $0.01.']);
    expect(errors['sizes.1.unit']?.[0]).toMatch(/^The unit must be one of: Box, Piece/);
    expect(errors['sizes.1.vendor_price_cents']).toEqual(['The price may not be greater than $999,999.99.']);
  });

  it('asks for a width or a pattern, a height or a length, and box sqft for a Box', () => {
    const errors = errorsOf({
      ...valid,
      sizes: [
        { unit: 'Piece', vendor_price_cents: 100 },
        { width_size: '3', height_size: '2', length_size: '3', unit: 'Box', vendor_price_cents: 100 },
      ],
    });
    expect(errors['sizes.0.width_size']).toEqual(['Give a width, or a pattern.']);
    expect(errors['sizes.1.length_size']).toEqual(['Give a height or a length, not both.']);
    expect(errors['sizes.1.box_sqft']).toEqual(['The box sqft field is required for a Box.']);
  });

  it('refuses a texture the room cannot draw', () => {
    const errors = errorsOf({
      ...valid,
      texture: { ...valid.texture, pattern: 'plaid', base_color: 'red', roughness: 2 },
    });
    expect(errors['texture.pattern']?.[0]).toMatch(/^The pattern must be one of: solid, tile/);
    expect(errors['texture.base_color']).toEqual(['The base colour must be a colour like #a1b2c3.']);
    expect(errors['texture.roughness']).toEqual(['The roughness may not be greater than 1.']);
  });
});

describe('a product’s sample (issue 25 point 7)', () => {
  const sampleOf = (sample: unknown) => vendorProductInputSchema.parse({ ...valid, sample }).sample;

  it('reads an offer (trimmed; cents as digits like every strict integer), null, and no key at all', () => {
    expect(sampleOf({ size: ' 4 × 4 in ', price_cents: '350' })).toEqual({
      size: '4 × 4 in',
      price_cents: 350,
    });
    expect(sampleOf({ size: '4 × 6 in chip', price_cents: 0 })).toEqual({
      size: '4 × 6 in chip',
      price_cents: 0,
    });
    expect(sampleOf({ size: 'x', price_cents: 10_000 })?.price_cents).toBe(10_000);
    expect(sampleOf(null)).toBeNull();
    // Absent (a CSV import's product): the key stays absent, so the stored offer is left alone.
    expect('sample' in vendorProductInputSchema.parse(valid)).toBe(false);
  });

  it('puts each refusal on its field', () => {
    const range = [SAMPLE_MESSAGES.priceRange];
    expect(errorsOf({ ...valid, sample: { size: '4 × 4 in', price_cents: -1 } })).toEqual({
      'sample.price_cents': range,
    });
    expect(errorsOf({ ...valid, sample: { size: '4 × 4 in', price_cents: 25 } })).toEqual({
      'sample.price_cents': range,
    });
    expect(errorsOf({ ...valid, sample: { size: '4 × 4 in', price_cents: 10_001 } })).toEqual({
      'sample.price_cents': range,
    });
    expect(errorsOf({ ...valid, sample: { size: '4 × 4 in', price_cents: 2.5 } })).toEqual({
      'sample.price_cents': ['The sample price must be an integer.'],
    });
    expect(errorsOf({ ...valid, sample: { price_cents: 300 } })).toEqual({
      'sample.size': [SAMPLE_MESSAGES.sizeRequired],
    });
    expect(errorsOf({ ...valid, sample: { size: '   ', price_cents: 300 } })).toEqual({
      'sample.size': [SAMPLE_MESSAGES.sizeRequired],
    });
    expect(errorsOf({ ...valid, sample: { size: '4 ×\u0007 4 in', price_cents: 300 } })).toEqual({
      'sample.size': ['The sample size may not hold control characters.'],
    });
    expect(errorsOf({ ...valid, sample: { size: 'x'.repeat(41), price_cents: 300 } })).toEqual({
      'sample.size': [SAMPLE_MESSAGES.sizeLength],
    });
  });
});
