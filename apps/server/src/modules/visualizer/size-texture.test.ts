import type { Texture } from '@app/domain/catalog/texture';
import { describe, expect, it } from 'vitest';
import { sizeTexture } from './size-texture.ts';

const look: Texture = {
  base_color: '#c3c6c9',
  accent_color: '#f2f1ec',
  pattern: 'fixture',
  tile_width_in: 12,
  tile_height_in: 12,
  grout_color: '#f5f5f4',
  grout_width_in: 0,
  roughness: 0.43,
};
const row = (name: string, category_slug: string) => ({
  texture: look,
  width_size: '6',
  height_size: null,
  length_size: null,
  name,
  category_slug,
});

describe("a size's texture tells the 3-D room the product's own shape", () => {
  it('a recessed light and a clawfoot tub say so; a pendant and an alcove tub keep their style', () => {
    expect(
      sizeTexture(row('Tahoe Chrome Recessed Light 6 in. Round', 'lights-recessed-lighting')).shape,
    ).toBe('recessed');
    expect(sizeTexture(row('Everett White Cast Iron Clawfoot Tub 60 x 30', 'bath-tubs')).shape).toBe(
      'clawfoot',
    );
    expect(sizeTexture(row('Tahoe Chrome Pendant Light 12 x 14', 'lights-pendants'))).not.toHaveProperty(
      'shape',
    );
    expect(sizeTexture(row('Everett White Acrylic Alcove Bathtub 60 x 30', 'bath-tubs'))).not.toHaveProperty(
      'shape',
    );
  });
});
