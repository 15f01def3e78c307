import type { ProductTexture } from '@app/domain/catalog/contract';
import { setFixtureProduct, setSurfaceProduct } from '@app/domain/room/commands';
import type { RoomDocument } from '@app/domain/room/document';
import { FLOOR_PLANS } from '@app/domain/room/floor-plans';
import type { ReactThreeTest } from '@react-three/test-renderer';
import type { BufferGeometry, Mesh, MeshStandardMaterial } from 'three';
import { Vector3 } from 'three';
import { vi } from 'vitest';
import { RoomScene } from './RoomScene.tsx';
import type { Selection } from './types.ts';

/** What RoomScene's tests build their rooms from and read their meshes with. */
export const tile = (over: Partial<ProductTexture> = {}): ProductTexture => ({
  base_color: '#c8c2b8',
  accent_color: '#6b7280',
  pattern: 'tile',
  tile_width_in: 12,
  tile_height_in: 24,
  grout_color: '#e5e7eb',
  grout_width_in: 0.125,
  roughness: 0.6,
  ...over,
});

export const plan = (kind: string, layout: string) => {
  const found = FLOOR_PLANS.find((p) => p.kind === kind && p.layout === layout);
  if (!found) throw new Error(`no ${kind} ${layout} plan`);
  return found.doc;
};

/** Every surface and fixture of a plan with a product of its own, and a texture for each. */
export function furnished(doc: RoomDocument) {
  const textures: Record<string, ProductTexture> = {};
  let next = doc;
  for (const s of doc.surfaces) {
    next = setSurfaceProduct(next, { surfaceId: s.id, product: { product: `p-${s.id}`, sizeId: 1 } });
    textures[`p-${s.id}#1`] = tile({ base_color: '#b0a090' });
  }
  for (const f of doc.fixtures) {
    next = setFixtureProduct(next, { fixtureId: f.id, product: { product: `f-${f.id}`, sizeId: 2 } });
    textures[`f-${f.id}#2`] = tile({ pattern: 'fixture', base_color: '#f0f0f0', grout_width_in: 0 });
  }
  return { doc: next, textures };
}

export type SceneProps = {
  doc: RoomDocument;
  textures?: Record<string, ProductTexture>;
  selection?: Selection;
};
export const scene = ({ doc, textures = {}, selection = null }: SceneProps, onSelect = vi.fn()) => (
  <RoomScene document={doc} textures={textures} selection={selection} onSelect={onSelect} />
);

type Rendered = { scene: ReactThreeTest.ReactThreeTestInstance };
export const meshes = (r: Rendered) =>
  r.scene.findAll((n) => n.type === 'Mesh').map((n) => n.instance as Mesh);
export const byUserData = (r: Rendered, key: string, id: string) =>
  meshes(r).filter((m) => m.userData[key] === id);
export const materialOf = (m: Mesh) => m.material as MeshStandardMaterial;

/** How far a geometry's UVs run in u and v. */
export function uvSpan(geometry: BufferGeometry) {
  const uv = geometry.getAttribute('uv');
  const span = (get: (i: number) => number) => {
    const all = Array.from({ length: uv.count }, (_, i) => get(i));
    return Math.max(...all) - Math.min(...all);
  };
  return [span((i) => uv.getX(i)), span((i) => uv.getY(i))];
}

/** The area of a flat geometry's triangles, in mm² (positions are metres). */
export function areaMm2(geometry: BufferGeometry) {
  const pos = geometry.getAttribute('position');
  const index = geometry.getIndex();
  const at = (i: number) => new Vector3().fromBufferAttribute(pos, index ? index.getX(i) : i);
  let area = 0;
  const count = index ? index.count : pos.count;
  for (let i = 0; i < count; i += 3) {
    const [a, b, c] = [at(i), at(i + 1), at(i + 2)];
    area += b.sub(a).cross(c.sub(a)).length() / 2;
  }
  return area * 1e6;
}
