import { moveFixture } from '@app/domain/room/commands';
import type { RoomDocument } from '@app/domain/room/document';
import { floorPlanById } from '@app/domain/room/floor-plans';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { type Mesh, Raycaster, Vector3 } from 'three';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutLightmap } from '../lighting/charts.ts';
import { byUserData, meshes, scene } from './scene-testing.tsx';
import { sinkCuts } from './sink-cuts.ts';

// React's act() warns unless the environment says it supports it (the shared setup is not ours to change).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renderer: Awaited<ReturnType<typeof ReactThreeTestRenderer.create>> | null = null;
afterEach(async () => {
  await renderer?.unmount();
  renderer = null;
});

/**
 * The 12 × 8 ft galley kitchen: its 30 × 22 in sink (250 mm tall) centred on the sink wall's counter, whose
 * slab lies from 914 to 944 mm; the counter's opening is 712 × 409 mm round plan (1829, 330.5).
 */
const galley = (): RoomDocument => structuredClone(floorPlanById('kitchen-galley-3658x2438')!.doc);
const COUNTER_TOP = 0.944;
const OPENING_MM2 = 712 * 409;

async function render(doc: RoomDocument) {
  renderer = await ReactThreeTestRenderer.create(scene({ doc }));
  renderer.scene.instance.updateMatrixWorld(true);
  return renderer;
}

/** The area of a slab's faces that look up (its top), in mm². */
function topArea(slab: Mesh) {
  const geometry = slab.geometry.clone().applyMatrix4(slab.matrixWorld);
  const pos = geometry.getAttribute('position');
  const index = geometry.getIndex();
  const at = (i: number) => new Vector3().fromBufferAttribute(pos, index ? index.getX(i) : i);
  let area = 0;
  for (let i = 0; i < (index ? index.count : pos.count); i += 3) {
    const [a, b, c] = [at(i), at(i + 1), at(i + 2)];
    const n = b.sub(a).cross(c.sub(a));
    if (n.y > 1e-9) area += n.length() / 2;
  }
  return area * 1e6;
}

/** What a ray straight down from 2 m over plan (x, y) meets first in the room, and how high. */
function lookDown(r: Awaited<ReturnType<typeof render>>, x: number, y: number) {
  const ray = new Raycaster(new Vector3(x / 1000, 2, -y / 1000), new Vector3(0, -1, 0));
  const hit = ray.intersectObject(r.scene.instance, true)[0];
  return { name: hit.object.name, y: hit.point.y };
}

describe('a kitchen sink cut into its counter', () => {
  it('the galley counter has a real opening under the sink: its top is short by the opening, and looking down through it meets the sink’s floor 250 mm below the rim', async () => {
    const doc = galley();
    const r = await render(doc);
    const slab = byUserData(r, 'surfaceId', 'counter-s')[0];
    const counter = doc.surfaces.find((s) => s.id === 'counter-s')!;
    const whole = 3658 * 635;
    expect(counter.region.type === 'plan' && counter.region.outline.length).toBe(4);
    expect(topArea(slab)).toBeCloseTo(whole - OPENING_MM2, -2);

    const down = lookDown(r, 1829, 330);
    expect(down.name).toMatch(/^sink-/);
    // The rim lies 4 mm on the counter; the drain is 250 mm below it (the sink is 250 mm tall).
    expect(down.y).toBeGreaterThan(COUNTER_TOP + 0.004 - 0.25 - 0.001);
    expect(down.y).toBeLessThan(COUNTER_TOP + 0.004 - 0.25 + 0.004);
    // Beside the sink, the counter's own top.
    expect(lookDown(r, 1829 - 600, 330)).toEqual({ name: 'counter-s', y: expect.closeTo(COUNTER_TOP, 4) });
    // On the rim: a thin flange over the counter, not a block on it.
    const rim = lookDown(r, 1829 - 370, 330);
    expect(rim.name).toMatch(/^sink-/);
    expect(rim.y).toBeCloseTo(COUNTER_TOP + 0.004, 4);
  });

  it('bakes the holed counter’s light: its lightmap lays out, with no texel of its top over the opening', async () => {
    const r = await render(galley());
    const slab = byUserData(r, 'surfaceId', 'counter-s')[0];
    const world = slab.geometry.clone().applyMatrix4(slab.matrixWorld);
    const positions = world.getAttribute('position').array;
    const index = world.getIndex()?.array ?? Array.from({ length: positions.length / 3 }, (_, i) => i);
    const layout = layoutLightmap(positions, index, 0.02);
    expect(layout).not.toBeNull();
    let [onTop, overOpening] = [0, 0];
    for (let t = 0; t < layout!.chartOf.length; t += 1) {
      const [x, y, z, , ny] = layout!.texels.subarray(t * 6, t * 6 + 5);
      if (layout!.chartOf[t] < 0 || ny < 0.99 || Math.abs(y - COUNTER_TOP) > 0.001) continue;
      onTop += 1;
      // Inside the opening (x 1473–2185, plan y 126–535) by more than a texel's reach.
      if (x > 1.49 && x < 2.17 && -z > 0.14 && -z < 0.52) overOpening += 1;
    }
    expect(onTop).toBeGreaterThan(1000);
    expect(overOpening).toBe(0);
  });

  it('the opening follows the sink along the counter (derived, never stored): the old place is whole again', async () => {
    const doc = moveFixture(galley(), { fixtureId: 'sink', at: { x: 800, y: 280 } });
    // The sink's base cabinet stays where it was: the hole moves, its open top does not follow the sink.
    expect(sinkCuts(doc).openTops.has('sink-base')).toBe(false);
    const r = await render(doc);
    expect(lookDown(r, 1829, 330).name).toBe('counter-s');
    expect(lookDown(r, 800, 330).name).toMatch(/^sink-/);
    expect(lookDown(r, 800, 330).y).toBeLessThan(COUNTER_TOP - 0.2);
    const slab = byUserData(r, 'surfaceId', 'counter-s')[0];
    expect(topArea(slab)).toBeCloseTo(3658 * 635 - OPENING_MM2, -2);
  });

  it('rebuilds the counter and the sink when the sink moves, and nothing of them when another fixture does', async () => {
    const doc = galley();
    const r = await render(doc);
    const geometryOf = (name: string) => meshes(r).find((m) => m.name === name)!.geometry;
    const [counter, bowl] = [geometryOf('counter-s'), geometryOf('sink-porcelain')];
    const light = doc.fixtures.find((f) => f.kind === 'light')!;
    await r.update(scene({ doc: moveFixture(doc, { fixtureId: light.id, at: { x: 900, y: 900 } }) }));
    expect(geometryOf('counter-s')).toBe(counter);
    expect(geometryOf('sink-porcelain')).toBe(bowl);
    await r.update(scene({ doc: moveFixture(doc, { fixtureId: 'sink', at: { x: 800, y: 280 } }) }));
    expect(geometryOf('counter-s')).not.toBe(counter);
  });

  it('draws the sink base cabinet without a lid under the opening (the bowl shows, not a carcass), and the others whole', async () => {
    const cuts = sinkCuts(galley());
    expect([...cuts.openTops]).toEqual(['sink-base']);
    expect(cuts.counterTops.get('sink')).toBe(944 - 660);
    const r = await render(galley());
    const carcass = (id: string) => meshes(r).find((m) => m.name === `${id}-body`)!;
    const lidAt = (id: string, x: number) =>
      new Raycaster(new Vector3(x / 1000, 2, -0.33), new Vector3(0, -1, 0)).intersectObject(carcass(id));
    expect(lidAt('sink-base', 1829)).toEqual([]);
    const other = galley().fixtures.find(
      (f) => f.kind === 'cabinet' && f.id !== 'sink-base' && f.at.y < 400,
    )!;
    expect(lidAt(other.id, other.at.x)[0].point.y).toBeCloseTo(0.914, 3);
  });
});
