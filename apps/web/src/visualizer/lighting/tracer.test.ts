import { describe, expect, it } from 'vitest';
import { assembleBake } from './assemble.ts';
import { boxRoom } from './box-room.testing.ts';
import type { LightmapLayout } from './charts.ts';
import { DAYLIGHT, LAMP_INTENSITY } from './sky.ts';
import { createTracer } from './tracer.ts';

const lamp = { position: [2, 2.45, -1.5] as const, radius: 0.2, intensity: LAMP_INTENSITY };
const night = {
  ...DAYLIGHT,
  sunIrradiance: [0, 0, 0] as const,
  sky: [0, 0, 0] as const,
  ground: [0, 0, 0] as const,
};

/** The irradiance (mean of RGB) of the covered texel nearest a point. */
function irradianceAt(layout: LightmapLayout, estimate: Float32Array, p: [number, number, number]) {
  let [best, at] = [Infinity, -1];
  for (let t = 0; t < layout.chartOf.length; t += 1) {
    if (layout.chartOf[t] < 0) continue;
    const d = Math.hypot(...p.map((v, k) => layout.texels[t * 6 + k] - v));
    if (d < best) [best, at] = [d, t];
  }
  return (estimate[at * 3] + estimate[at * 3 + 1] + estimate[at * 3 + 2]) / 3;
}

function bake(options: Parameters<typeof boxRoom>[0], lit: 'lamp' | 'sun') {
  const { scene, layouts } = assembleBake(
    boxRoom(options),
    lit === 'lamp' ? [lamp] : [],
    lit === 'lamp' ? night : DAYLIGHT,
    0.15,
  );
  const estimate = createTracer(scene).pass({ sun: 4, lamp: 4, bounce: 8 });
  const floor = layouts[0];
  if (!floor) throw new Error('no floor layout');
  return (p: [number, number, number]) => irradianceAt(floor, estimate[0], p);
}

// A few thousand texels traced per test: seconds on a busy machine.
describe('the light baker', { timeout: 30_000 }, () => {
  it('darkens the floor in a corner against the middle of the room', () => {
    const floor = bake({ window: false }, 'lamp');
    const middle = floor([2, 0, -1.5]);
    const corner = floor([0.05, 0, -0.05]);
    expect(middle).toBeGreaterThan(0);
    expect(corner).toBeLessThan(middle * 0.5);
  });

  it('lights the floor where the sun falls through the window more than beside it', () => {
    const floor = bake({ window: true }, 'sun');
    const inSun = floor([3.3, 0, -1.35]);
    const inShade = floor([1, 0, -1.35]);
    expect(inSun).toBeGreaterThan(1);
    expect(inSun).toBeGreaterThan(inShade * 3);
  });

  it('stores the light arriving, whatever the colour of the surface receiving it', () => {
    const pale = bake({ window: true, floorAlbedo: [0.9, 0.9, 0.9] }, 'sun');
    const dark = bake({ window: true, floorAlbedo: [0.1, 0.1, 0.1] }, 'sun');
    for (const p of [
      [2, 0, -1.5],
      [3.3, 0, -1.35],
      [0.2, 0, -2.8],
    ] as [number, number, number][])
      expect(dark(p)).toBeCloseTo(pale(p), 6);
  });

  it('brightens the room with each bounce a refinement pass adds', () => {
    const { scene, layouts } = assembleBake(boxRoom({ window: false }), [lamp], night, 0.15);
    const tracer = createTracer(scene);
    const floor = layouts[0] as LightmapLayout;
    const corner = () => irradianceAt(floor, tracer.estimate[0], [0.05, 0, -2.95]);
    tracer.pass({ sun: 0, lamp: 2, bounce: 0 });
    const direct = corner();
    tracer.pass({ sun: 0, lamp: 2, bounce: 8 });
    expect(corner()).toBeGreaterThan(direct);
  });
});
