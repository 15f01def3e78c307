import { describe, expect, it } from 'vitest';
import { productSwatchSvg } from './product-swatch.ts';
import type { Texture } from './texture.ts';

const tile: Texture = {
  pattern: 'tile',
  base_color: '#f4f4f2',
  accent_color: '#c9a44c',
  grout_color: '#e5e7eb',
  tile_width_in: 12,
  tile_height_in: 24,
  grout_width_in: 0.125,
  roughness: 0.3,
};

describe('productSwatchSvg (the /media swatches and the vendor form’s preview draw with it)', () => {
  it('draws the same SVG for the same product, and another for another view', () => {
    const svg = productSwatchSvg('Calacatta Tile', tile, 0);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 600 600"/);
    expect(productSwatchSvg('Calacatta Tile', tile, 0)).toBe(svg);
    expect(productSwatchSvg('Calacatta Tile', tile, 2)).not.toBe(svg);
  });

  it('follows the texture as it is typed: colours, grout and pattern', () => {
    const svg = productSwatchSvg('Tile', tile, 0);
    expect(svg).toContain('fill="#e5e7eb"');
    expect(productSwatchSvg('Tile', { ...tile, grout_color: '#112233' }, 0)).toContain('fill="#112233"');
    const marble = productSwatchSvg('Tile', { ...tile, pattern: 'marble' }, 0);
    expect(marble).toContain('stroke="#c9a44c"');
    expect(marble).not.toBe(svg);
  });

  it('escapes the name it titles the drawing with', () => {
    expect(productSwatchSvg('<script>"x"</script>', tile, 0)).toContain(
      '<title>&lt;script&gt;&quot;x&quot;&lt;/script&gt;</title>',
    );
  });
});
