import { type LightmapLayout, layoutLightmap } from './charts.ts';
import type { BakeLamp, Daylight } from './sky.ts';
import type { BakeScene } from './tracer.ts';

/** One mesh of the room for the bake, in world space. */
export type BakeMesh = {
  positions: Float32Array;
  index: ArrayLike<number>;
  /** Its surface's mean colour (linear RGB 0..1): what it bounces. */
  albedo: readonly [number, number, number];
  /** Whether it is drawn with a lightmap (a surface) or only casts shadows and bounces (a fixture). */
  lightmapped: boolean;
};

/** The lightmaps of a room stay under this many texels (a first pass of ~2 s here); bigger rooms get coarser. */
export const TEXEL_BUDGET = 30_000;
/** The finest texel: 6 cm, about a contact shadow's width. */
export const FINEST_TEXEL = 0.06;

const triangleArea = (p: Float32Array, index: ArrayLike<number>, t: number) => {
  const [a, b, c] = [index[t * 3] * 3, index[t * 3 + 1] * 3, index[t * 3 + 2] * 3];
  const u = [p[b] - p[a], p[b + 1] - p[a + 1], p[b + 2] - p[a + 2]];
  const v = [p[c] - p[a], p[c + 1] - p[a + 1], p[c + 2] - p[a + 2]];
  return Math.hypot(u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]) / 2;
};

/** The texel size that keeps the room's lightmapped area within the budget (charts' bounding boxes ~1.5×). */
export function texelSizeFor(meshes: readonly BakeMesh[]) {
  let area = 0;
  for (const m of meshes)
    if (m.lightmapped)
      for (let t = 0; t * 3 < m.index.length; t += 1) area += triangleArea(m.positions, m.index, t);
  return Math.max(FINEST_TEXEL, Math.sqrt((area * 1.5) / TEXEL_BUDGET));
}

/**
 * The room's meshes as the tracer's scene: every triangle (with its colour, and where its lightmap is) and a
 * lightmap layout (uv1 and texels) for each lightmapped mesh; null for one that cannot have one.
 */
export function assembleBake(
  meshes: readonly BakeMesh[],
  lamps: BakeLamp[],
  daylight: Daylight,
  texelSize = texelSizeFor(meshes),
): { scene: BakeScene; layouts: (LightmapLayout | null)[] } {
  const layouts = meshes.map((m) => (m.lightmapped ? layoutLightmap(m.positions, m.index, texelSize) : null));
  const triangleCount = meshes.reduce((n, m) => n + Math.floor(m.index.length / 3), 0);
  const triangles = new Float32Array(triangleCount * 9);
  const albedo = new Float32Array(triangleCount * 3);
  const receiverOf = new Int32Array(triangleCount).fill(-1);
  const atlas = new Float32Array(triangleCount * 6);
  const receivers: BakeScene['receivers'] = [];
  let t = 0;
  meshes.forEach((mesh, m) => {
    const layout = layouts[m];
    const receiver = layout ? receivers.push(layout) - 1 : -1;
    for (let k = 0; k * 3 + 2 < mesh.index.length; k += 1, t += 1) {
      for (let v = 0; v < 3; v += 1) {
        const vi = mesh.index[k * 3 + v];
        triangles.set(mesh.positions.subarray(vi * 3, vi * 3 + 3), t * 9 + v * 3);
        if (layout) {
          atlas[t * 6 + v * 2] = layout.uv1[vi * 2] * layout.width;
          atlas[t * 6 + v * 2 + 1] = layout.uv1[vi * 2 + 1] * layout.height;
        }
      }
      albedo.set(mesh.albedo, t * 3);
      receiverOf[t] = receiver;
    }
  });
  return { scene: { triangles, albedo, receiverOf, atlas, receivers, lamps, daylight }, layouts };
}
