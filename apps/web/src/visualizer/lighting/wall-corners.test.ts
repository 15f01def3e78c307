import type { Opening, Wall } from '@app/domain/room/document';
import { Matrix4, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { slabGeometry } from '../scene/shapes.ts';
import { holesOf, rectMinusRects, slabEnds, wallFrame } from '../scene/wall-geometry.ts';
import { assembleBake, type BakeMesh } from './assemble.ts';
import type { LightmapLayout } from './charts.ts';
import { buryHiddenTexels, outdoorTexels } from './collect.ts';
import { filterLightmap } from './filter.ts';
import { DAYLIGHT, LAMP_INTENSITY } from './sky.ts';
import { createTracer } from './tracer.ts';

/** A 3 × 2.4 m room of 150 mm walls, 2.4 m high, with a window in the far wall; its slabs as WallAssembly draws them. */
const corner = (x: number, y: number) => ({ x, y });
const points = [corner(0, 0), corner(3000, 0), corner(3000, 2400), corner(0, 2400)];
const walls: Wall[] = points.map((a, i) => ({
  id: `w${i}`,
  a,
  b: points[(i + 1) % points.length],
  thickness: 150,
  height: null,
}));
const window_: Opening = {
  id: 'o1',
  kind: 'window',
  wallId: 'w2',
  offset: 1000,
  width: 1000,
  bottom: 900,
  height: 1000,
  swing: null,
};
const doc = { walls, openings: [window_], ceilingHeight: 2400 };

function slab(i: number): BakeMesh {
  const wall = walls[i];
  const frame = wallFrame(wall);
  const ends = slabEnds(walls, i, true);
  const outer = { x0: -ends.atB, x1: frame.length + ends.atA, y0: 0, y1: doc.ceilingHeight };
  const holes = holesOf(doc.openings.filter((o) => o.wallId === wall.id));
  const geometry = slabGeometry(rectMinusRects(outer, holes), wall.thickness);
  geometry.applyMatrix4(
    new Matrix4().makeRotationY(frame.rotationY).setPosition(new Vector3(...frame.position)),
  );
  const positions = geometry.getAttribute('position').array as Float32Array;
  const index = Array.from({ length: positions.length / 3 }, (_, k) => k);
  return { positions, index, albedo: [0.8, 0.8, 0.8], lightmapped: true };
}

/** Texels of a layout near a point (within `reach` m) on a face with this normal. */
function near(layout: LightmapLayout, p: number[], n: number[], reach: number) {
  const found: number[] = [];
  for (let t = 0; t < layout.chartOf.length; t += 1) {
    const x = layout.texels.subarray(t * 6, t * 6 + 6);
    if (Math.hypot(x[0] - p[0], x[1] - p[1], x[2] - p[2]) > reach) continue;
    if (Math.abs(x[3] * n[0] + x[4] * n[1] + x[5] * n[2] - 1) < 1e-3) found.push(t);
  }
  return found;
}

describe('where walls meet, the baked light', () => {
  const meshes = walls.map((_, i) => slab(i));
  const { layouts } = assembleBake(meshes, [], DAYLIGHT, 0.06);
  // The first wall's inner face (plan y = 0, facing +y: scene z = 0 facing -z) at the corner with the last.
  const first = layouts[0] as LightmapLayout;
  const into = [0, 0, -1];

  it('takes out the texels of a wall’s face buried in its neighbour, and only those', () => {
    const buriedBefore = near(first, [-0.075, 1.2, 0], into, 0.07);
    expect(buriedBefore.length).toBeGreaterThan(0);
    const visible = near(first, [0.3, 1.2, 0], into, 0.05);
    const outer = near(first, [1.5, 1.2, 0.15], [0, 0, 1], 0.05);
    const counts = layouts.map((l) => buryHiddenTexels(l as LightmapLayout, doc));
    // Each wall's face runs into one neighbour (2.4 m high, 150 mm in: about 3 × 40 texels of 6 cm).
    for (const n of counts) expect(n).toBeGreaterThan(40);
    for (const t of buriedBefore) expect(first.chartOf[t]).toBe(-1);
    for (const t of [...visible, ...outer]) expect(first.chartOf[t]).toBeGreaterThanOrEqual(0);
    // The window's reveals (in the far wall's thickness) stay, lit as outdoors.
    const far = layouts[2] as LightmapLayout;
    const reveal = near(far, [2.0, 1.4, -2.475], [-1, 0, 0], 0.05);
    expect(reveal.length).toBeGreaterThan(0);
    for (const t of reveal) expect(far.chartOf[t]).toBeGreaterThanOrEqual(0);
  });

  it('is no brighter in the corner than along the wall (no sky leaking through the corner)', () => {
    const lamp = { position: [1.5, 2.3, -1.2] as const, radius: 0.3, intensity: LAMP_INTENSITY };
    const traced = assembleBake(meshes, [lamp], DAYLIGHT, 0.06);
    for (const l of traced.layouts) buryHiddenTexels(l as LightmapLayout, doc);
    traced.scene.receivers.forEach((r) => {
      r.outdoors = outdoorTexels(r.texels, doc as never);
    });
    const estimate = createTracer(traced.scene).pass({ sun: 2, lamp: 4, bounce: 4 });
    const wall = traced.layouts[0] as LightmapLayout;
    const light = filterLightmap(wall, estimate[0]);
    const mean = (ts: number[]) =>
      ts.reduce((s, t) => s + light[t * 3] + light[t * 3 + 1] + light[t * 3 + 2], 0) / (3 * ts.length);
    const inCorner = mean(near(wall, [0.03, 1.2, 0], into, 0.06));
    const along = mean(near(wall, [0.6, 1.2, 0], into, 0.06));
    expect(inCorner).toBeGreaterThan(0);
    // A corner gets less light than the open wall (half its sky is the other wall), never more.
    expect(inCorner).toBeLessThan(along * 1.05);
  });
});
