import { describe, expect, it } from 'vitest';
import { skyColour, skyTexture } from './sky.ts';

const blueness = ([r, , b]: number[]) => b! - r!;

describe('the sky past the room', () => {
  it('is a pale haze at the horizon, deepening to blue overhead, with the far ground below', () => {
    const [horizon, high, zenith, below] = [0, 0.6, Math.PI / 2, -0.2].map(skyColour);
    expect(Math.min(...horizon!)).toBeGreaterThan(200);
    expect(blueness(high!)).toBeGreaterThan(blueness(horizon!));
    expect(blueness(zenith!)).toBeGreaterThan(80);
    expect(below![1]).toBeGreaterThan(below![2]!);
  });

  it('is an sRGB texture (drawn as is, not tone mapped) from the ground up', () => {
    const texture = skyTexture();
    const data = texture.image.data as Uint8Array;
    expect(texture.colorSpace).toBe('srgb');
    expect(blueness([...data.subarray(data.length - 4)])).toBeGreaterThan(blueness([...data.subarray(0, 4)]));
  });
});
