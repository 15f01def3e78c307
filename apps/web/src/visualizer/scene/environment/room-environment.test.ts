import { describe, expect, it } from 'vitest';
import { environmentTexture } from './room-environment.ts';

const level = (size: number) => ({
  size,
  faces: Array.from({ length: 6 }, () => new Uint16Array(size * size * 4)),
});

describe("the room's environment texture", () => {
  // It threw under three 0.187 (a texture's width became a getter), so the room never had its environment.
  it('builds its cube with each mip level sized, without throwing', () => {
    const texture = environmentTexture([level(8), level(4), level(2)]);
    expect(texture.isPMREMTexture).toBe(true);
    expect(texture.mipmaps.map((m: { width: number; height: number }) => [m.width, m.height])).toEqual([
      [4, 4],
      [2, 2],
    ]);
  });
});
