import { addOpening, moveFixture, setSurfaceProduct } from '@app/domain/room/commands';
import { measureSurface } from '@app/domain/room/geometry';
import { sampleRoom } from '@app/domain/room/room.fixture';
import ReactThreeTestRenderer, { type ReactThreeTest } from '@react-three/test-renderer';
import { Raycaster, Vector3 } from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  areaMm2,
  byUserData,
  furnished,
  materialOf,
  meshes,
  plan,
  type SceneProps,
  scene,
  tile,
  uvSpan,
} from './scene-testing.tsx';

// React's act() warns unless the environment says it supports it (the shared setup is not ours to change).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renderer: Awaited<ReturnType<typeof ReactThreeTestRenderer.create>> | null = null;
afterEach(async () => {
  await renderer?.unmount();
  renderer = null;
});
/** A fixture's group: its place, its turn and its click; its meshes are its parts by material. */
const fixtureGroup = (r: { scene: ReactThreeTest.ReactThreeTestInstance }, id: string) =>
  r.scene.find((n) => n.type === 'Group' && n.instance.userData.fixtureId === id).instance;

async function render(props: SceneProps, onSelect = vi.fn()) {
  renderer = await ReactThreeTestRenderer.create(scene(props, onSelect));
  return renderer;
}

describe('RoomScene', () => {
  it.each([
    ['kitchen', 'island'],
    ['bathroom', 'primary'],
    ['outdoor', 'pool'],
  ])(
    'draws each surface of a %s (%s) as exactly one mesh and each fixture as one group of meshes, with its product',
    async (kind, layout) => {
      const { doc, textures } = furnished(plan(kind, layout));
      const r = await render({ doc, textures });
      for (const s of doc.surfaces) {
        const found = byUserData(r, 'surfaceId', s.id);
        expect(found, s.id).toHaveLength(1);
        expect(found[0].userData.productKey).toBe(`p-${s.id}#1`);
        expect(found[0].name).toBe(s.id);
      }
      for (const f of doc.fixtures) {
        expect(fixtureGroup(r, f.id).userData.productKey).toBe(`f-${f.id}#2`);
        // One mesh per material role (product, porcelain, glass, trim...): a handful, never one per part.
        const parts = byUserData(r, 'fixtureId', f.id);
        expect(parts.length, f.id).toBeGreaterThanOrEqual(1);
        expect(parts.length, f.id).toBeLessThanOrEqual(6);
        for (const m of parts) expect(m.userData.productKey).toBe(`f-${f.id}#2`);
      }
    },
    // A kitchen's fixtures are built part by part (doors, pulls, burners): over 5 s on a loaded machine.
    20_000,
  );

  it('gives a surface whose product changes a new material and leaves every other mesh as it was', async () => {
    const { doc, textures } = furnished(plan('kitchen', 'island'));
    const r = await render({ doc, textures });
    const before = new Map(meshes(r).map((m) => [m, { material: m.material, geometry: m.geometry }]));
    const floorBefore = materialOf(byUserData(r, 'surfaceId', 'floor')[0]);

    const changed = setSurfaceProduct(doc, { surfaceId: 'floor', product: { product: 'oak', sizeId: 9 } });
    await r.update(scene({ doc: changed, textures: { ...textures, 'oak#9': tile({ pattern: 'plank' }) } }));

    const floor = byUserData(r, 'surfaceId', 'floor')[0];
    expect(floor.userData.productKey).toBe('oak#9');
    expect(materialOf(floor)).not.toBe(floorBefore);
    for (const m of meshes(r).filter((m) => m !== floor)) {
      expect(m.material, m.name).toBe(before.get(m)?.material);
      expect(m.geometry, m.name).toBe(before.get(m)?.geometry);
    }
  });

  it('keeps every material and geometry when the textures come back as equal new objects, or a fixture moves', async () => {
    const { doc, textures } = furnished(plan('bathroom', 'primary'));
    const r = await render({ doc, textures });
    const before = new Map(meshes(r).map((m) => [m.name, { material: m.material, geometry: m.geometry }]));
    const moved = moveFixture(doc, { fixtureId: 'toilet', at: { x: 1500, y: 3000 } });
    await r.update(scene({ doc: moved, textures: structuredClone(textures) }));
    for (const m of meshes(r)) {
      expect(m.material, m.name).toBe(before.get(m.name)?.material);
      expect(m.geometry, m.name).toBe(before.get(m.name)?.geometry);
    }
    expect(fixtureGroup(r, 'toilet').position.x).toBeCloseTo(1.5);
  });

  it('draws a product missing from the textures in a neutral material', async () => {
    const doc = sampleRoom();
    const r = await render({ doc });
    const backsplash = byUserData(r, 'surfaceId', 'backsplash')[0];
    expect(backsplash.userData.productKey).toBe('abc123#7');
    expect(materialOf(backsplash).map).toBeNull();
  });

  it('cuts a door through its wall and through the band on that wall', async () => {
    const r = await render({ doc: sampleRoom() });
    r.scene.instance.updateMatrixWorld(true);
    const slab = r.scene.find((n) => n.instance.name === 'wall-south-slab').instance;
    const band = byUserData(r, 'surfaceId', 'south-face')[0];
    // From the middle of the room towards the south wall (plan -y is three +z), 1 m above the floor.
    const hits = (planX: number) => {
      const ray = new Raycaster(new Vector3(planX / 1000, 1, -1.2), new Vector3(0, 0, 1));
      return [ray.intersectObject(slab).length, ray.intersectObject(band).length];
    };
    // The door spans 300–1113 mm along the wall from its start at x = 0.
    expect(hits(700)).toEqual([0, 0]);
    expect(hits(2000)).toEqual([1, 1]);
    expect(hits(150)).toEqual([1, 1]);
  });

  it('draws a cabinet opening as a cabinet in front of a whole wall, not as a hole', async () => {
    const doc = addOpening(sampleRoom(), {
      id: 'pantry',
      kind: 'cabinet',
      wallId: 'east',
      offset: 600,
      width: 900,
      bottom: 0,
      height: 2100,
      swing: null,
    });
    const r = await render({ doc });
    r.scene.instance.updateMatrixWorld(true);
    const slab = r.scene.find((n) => n.instance.name === 'wall-east-slab').instance;
    const cabinet = r.scene.find((n) => n.instance.name === 'wall-east-cabinets').instance;
    // Towards the east wall (plan +x) through the pantry's middle, 1 m up: the cabinet, then the wall.
    const ray = new Raycaster(new Vector3(1.5, 1, -1.05), new Vector3(1, 0, 0));
    expect(ray.intersectObject(cabinet)[0].distance).toBeCloseTo(3 - 1.5 - 0.61, 3);
    expect(ray.intersectObject(slab)[0].distance).toBeCloseTo(1.5, 3);
  });

  it('hides the walls the camera is behind, so the near walls neither hide the room nor catch its clicks', async () => {
    const r = await render({ doc: sampleRoom() });
    // The test renderer's camera stands at (0, 0, 5): south of the room (plan y = -5 m).
    await r.advanceFrames(1, 16);
    const wall = (id: string) => r.scene.find((n) => n.instance.name === `wall-${id}`).instance;
    expect(wall('south').visible).toBe(false);
    expect(wall('north').visible).toBe(true);
    r.scene.instance.updateMatrixWorld(true);
    const ray = new Raycaster(new Vector3(2, 1, 5), new Vector3(0, 0, -1));
    const hit = ray.intersectObject(r.scene.instance, true)[0].object;
    expect(hit.name).not.toMatch(/^wall-south|^south-face$/);
  });

  it('covers exactly the net area the bill of materials measures (a backsplash cut by a window)', async () => {
    const doc = sampleRoom();
    const r = await render({ doc });
    const band = byUserData(r, 'surfaceId', 'backsplash')[0];
    const surface = doc.surfaces.find((s) => s.id === 'backsplash')!;
    expect(areaMm2(band.geometry)).toBeCloseTo(measureSurface(doc, surface).netMm2, -1);
  });

  it('lays products at true scale: UVs in metres and a repeat of one tile and joint', async () => {
    const doc = setSurfaceProduct(sampleRoom(), { surfaceId: 'floor', product: { product: 't', sizeId: 1 } });
    const r = await render({ doc, textures: { 't#1': tile() } });
    const floor = byUserData(r, 'surfaceId', 'floor')[0];
    const map = materialOf(floor).map!;
    expect(map.repeat.x).toBeCloseTo(1 / (12.125 * 0.0254), 6);
    expect(map.repeat.y).toBeCloseTo(1 / (24.125 * 0.0254), 6);
    // The 3000 × 2400 mm floor's UVs span 3 × 2.4, and the 2000 × 450 mm backsplash's 2 × 0.45: metres.
    expect(uvSpan(floor.geometry)).toEqual([expect.closeTo(3, 6), expect.closeTo(2.4, 6)]);
    const backsplash = byUserData(r, 'surfaceId', 'backsplash')[0];
    expect(uvSpan(backsplash.geometry)).toEqual([expect.closeTo(2, 6), expect.closeTo(0.45, 6)]);
  });

  it('selects a fixture or a surface on click, and clears on a click on a plain wall', async () => {
    const onSelect = vi.fn();
    const r = await render({ doc: plan('bathroom', 'hall') }, onSelect);
    const toilet = r.scene.find((n) => n.type === 'Group' && n.instance.userData.fixtureId === 'toilet');
    await r.fireEvent(toilet, 'onClick');
    expect(onSelect).toHaveBeenLastCalledWith({ type: 'fixture', id: 'toilet' });
    const floor = r.scene.find((n) => n.instance.userData.surfaceId === 'floor');
    await r.fireEvent(floor, 'onClick');
    expect(onSelect).toHaveBeenLastCalledWith({ type: 'surface', id: 'floor' });
    await r.fireEvent(
      r.scene.find((n) => n.instance.name === 'room'),
      'onClick',
    );
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('highlights the selected mesh with a material of its own', async () => {
    const { doc, textures } = furnished(plan('bathroom', 'hall'));
    const r = await render({ doc, textures });
    const plain = materialOf(byUserData(r, 'fixtureId', 'toilet')[0]);
    const tubBefore = byUserData(r, 'fixtureId', 'tub')[0].material;
    await r.update(scene({ doc, textures, selection: { type: 'fixture', id: 'toilet' } }));
    const selected = materialOf(byUserData(r, 'fixtureId', 'toilet')[0]);
    expect(selected).not.toBe(plain);
    expect(selected.emissive.getHex()).not.toBe(plain.emissive.getHex());
    expect(byUserData(r, 'fixtureId', 'tub')[0].material).toBe(tubBefore);
  });
});
