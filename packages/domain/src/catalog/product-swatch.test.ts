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

  it('draws a mirror as its outline at its proportions in its frame: round, arched, rectangular', () => {
    const gold: Texture = {
      ...tile,
      pattern: 'fixture',
      base_color: '#c6a04a',
      tile_width_in: 24,
      tile_height_in: 36,
    };
    const round = productSwatchSvg(
      'Round Mirror',
      { ...gold, tile_height_in: 24, mirror: { shape: 'round', frame: 'metal', frame_in: 0.75 } },
      0,
    );
    expect(round).toMatch(/<ellipse cx="300" cy="290" rx="220" ry="220" fill="url\(#g\)"/);
    const arch = productSwatchSvg(
      'Arched Mirror',
      { ...gold, mirror: { shape: 'arch', frame: 'metal', frame_in: 0.75 } },
      0,
    );
    // 24 × 36 in: 293 px wide, 440 tall, its top a half circle as wide as it.
    expect(arch).toMatch(
      /<path d="M153.3\d* 510 V216.6\d* A146.6\d* 146.6\d* 0 0 1 446.6\d* 216.6\d* V510 Z"/,
    );
    const wood = productSwatchSvg(
      'Wood Mirror',
      { ...gold, base_color: '#5c4033', mirror: { shape: 'rectangle', frame: 'wood', frame_in: 2.5 } },
      0,
    );
    expect(wood).toMatch(
      /<rect x="153.3\d*" y="70" width="293.3\d*" height="440" fill="url\(#g\)" stroke="#\w+" stroke-width="25"/,
    );
    // Without its mirror look the same texture is a generic fixture.
    expect(productSwatchSvg('Mirror', gold, 0)).not.toContain('url(#g)');
  });
});
