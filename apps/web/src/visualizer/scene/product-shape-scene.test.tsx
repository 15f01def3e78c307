import type { ProductTexture } from '@app/domain/catalog/contract';
import { setFixtureProduct } from '@app/domain/room/commands';
import type { RoomDocument } from '@app/domain/room/document';
import { floorPlanById } from '@app/domain/room/floor-plans';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { Box3 } from 'three';
import { afterEach, describe, expect, it } from 'vitest';
import { meshes, scene } from './scene-testing.tsx';

// React's act() warns unless the environment says it supports it (the shared setup is not ours to change).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renderer: Awaited<ReturnType<typeof ReactThreeTestRenderer.create>> | null = null;
afterEach(async () => {
  await renderer?.unmount();
  renderer = null;
});

const fixtureLook = (over: Partial<ProductTexture>): ProductTexture => ({
  base_color: '#c3c6c9',
  accent_color: '#f2f1ec',
  pattern: 'fixture',
  tile_width_in: 12,
  tile_height_in: 12,
  grout_color: '#f5f5f4',
  grout_width_in: 0,
  roughness: 0.12,
  ...over,
});

/** The Modern hall bath (a pendant-style light 2.30 to 2.42 m up, a 60 × 30 in alcove tub) with products. */
async function hallBath(light: ProductTexture, tub: ProductTexture) {
  let doc: RoomDocument = structuredClone(floorPlanById('bathroom-hall-2438x1524')!.doc);
  doc = setFixtureProduct(doc, { fixtureId: 'light', product: { product: 'lamp', sizeId: 1 } });
  doc = setFixtureProduct(doc, { fixtureId: 'tub', product: { product: 'bath', sizeId: 2 } });
  renderer = await ReactThreeTestRenderer.create(
    scene({ doc, textures: { 'lamp#1': light, 'bath#2': tub } }),
  );
  renderer.scene.instance.updateMatrixWorld(true);
  const box = (name: string) => {
    const mesh = meshes(renderer!).find((m) => m.name === name);
    return mesh ? new Box3().setFromObject(mesh) : null;
  };
  return { box, doc };
}

describe('the 3-D room draws a product in its own shape where its texture says one', () => {
  it('a recessed light is a trim ring at the top of its box, its lens glowing above it', async () => {
    const { box } = await hallBath(
      fixtureLook({ shape: 'recessed' }),
      fixtureLook({ base_color: '#f2f1ec' }),
    );
    // Its box's top is 2.42 m: nothing of it hangs lower than 1 cm under that, where a light hangs to 2.30 m.
    expect(box('light-metal')!.min.y).toBeGreaterThan(2.41);
    expect(box('light-glow')!.min.y).toBeGreaterThan(2.42);
    await renderer!.unmount();
    const style = await hallBath(fixtureLook({}), fixtureLook({ base_color: '#f2f1ec' }));
    expect(style.box('light-glow')!.min.y).toBeLessThan(2.38);
  });

  it('a clawfoot tub stands on metal feet, its shell clear of the floor, even at an alcove size', async () => {
    const white = fixtureLook({ base_color: '#f2f1ec' });
    const { box } = await hallBath(white, { ...white, shape: 'clawfoot' });
    expect(box('tub-porcelain')!.min.y).toBeGreaterThan(0.05);
    expect(box('tub-metal')!.min.y).toBeLessThan(0.01);
    await renderer!.unmount();
    const alcove = await hallBath(white, white);
    expect(alcove.box('tub-porcelain')!.min.y).toBeLessThan(0.01);
  });
});
