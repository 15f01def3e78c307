import { describe, expect, it } from 'vitest';
import type { AiDesign } from './contract.ts';
import { PICTURE_LIMITS, PICTURE_MESSAGES, picturePicks, picturePrompt } from './picture.ts';

const texture = (base: string, accent: string) => ({
  base_color: base,
  accent_color: accent,
  pattern: 'solid',
  tile_width_in: 12,
  tile_height_in: 12,
  grout_color: '#cccccc',
  grout_width_in: 0.125,
  roughness: 0.5,
});
const pick = (slot: string, product: string, name: string, brand: string) => ({
  target: { type: 'surface' as const, id: slot },
  slot,
  product,
  size_id: 7,
  name,
  brand,
  line_cents: 1000,
  reasons: { terms: [], rules: [], runner_up: null },
});
const design = {
  name: 'Warm Farmhouse bath',
  style: 'Farmhouse',
  palette: 'warm',
  picks: [pick('floor', 'oak1', 'Oak plank', 'Woodco'), pick('vanity', 'van1', 'Shaker vanity', 'Bathly')],
  textures: { 'oak1#7': texture('#a0522d', '#8b4513'), 'van1#7': texture('#ffffff', '#ffffff') },
} as unknown as AiDesign;

describe('what the image model is told of a design', () => {
  it('names each pick with its brand and its drawn colours, once each', () => {
    expect(picturePicks(design)).toEqual([
      { slot: 'floor', name: 'Oak plank', brand: 'Woodco', colours: ['#a0522d', '#8b4513'] },
      { slot: 'vanity', name: 'Shaker vanity', brand: 'Bathly', colours: ['#ffffff'] },
    ]);
    // A product drawn without a texture is named without colours.
    expect(picturePicks({ ...design, textures: {} })[0]).toEqual({
      slot: 'floor',
      name: 'Oak plank',
      brand: 'Woodco',
    });
  });

  it('asks for the room as the maps show it, dressed as the design, within the prompt limit', () => {
    const prompt = picturePrompt(design);
    expect(prompt).toContain('"Warm Farmhouse bath", a Farmhouse room in a warm palette');
    expect(prompt).toContain('floor: Oak plank by Woodco; vanity: Shaker vanity by Bathly.');
    const long = { ...design, picks: Array.from({ length: 200 }, () => design.picks[0]!) };
    expect(picturePrompt(long)).toHaveLength(PICTURE_LIMITS.promptChars);
  });

  it('words the refusals by map', () => {
    expect(PICTURE_MESSAGES.type('depth')).toBe('The depth map must be a PNG image.');
    expect(PICTURE_MESSAGES.tooLarge('edges')).toBe(
      'The edge map must be at most 4 MB and 2048 × 2048 pixels.',
    );
  });
});
