import type { RoomDocument } from '@app/domain/room/document';
import { roomOutline, wallHeight, wallLength } from '@app/domain/room/geometry';
import {
  type BufferGeometry,
  Color,
  DataTexture,
  type Material,
  type Mesh,
  type MeshStandardMaterial,
  type Object3D,
  Vector3,
} from 'three';
import { metres, toScene } from '../scene/units.ts';
import { holesOf, slabEnds } from '../scene/wall-geometry.ts';
import type { BakeMesh } from './assemble.ts';
import type { LightmapLayout } from './charts.ts';
import { isLightmapped, isOccluder } from './lit-materials.ts';
import { type BakeLamp, isLamp, LAMP_INTENSITY } from './sky.ts';

/** A mesh of the room read for the bake, and the geometry its lightmap will be drawn on. */
export type Collected = { mesh: BakeMesh; geometry: BufferGeometry | null; metered: boolean };

const point = new Vector3();
const colour = new Color();

/** The mean colour of a material (its colour times its texture's mean), linear, for the light it bounces. */
function albedoOf(material: Material | Material[]): [number, number, number] {
  const m = (Array.isArray(material) ? material[0] : material) as Partial<MeshStandardMaterial>;
  colour.set(m.color ?? '#cccccc');
  const data = m.map instanceof DataTexture ? (m.map.image.data as ArrayLike<number> | null) : null;
  if (data && data.length >= 4) {
    const mean = [0, 0, 0];
    const step = Math.max(4, Math.floor(data.length / 4 / 256) * 4);
    let n = 0;
    for (let i = 0; i + 2 < data.length; i += step, n += 1)
      for (let c = 0; c < 3; c += 1) mean[c] += ((data[i + c] ?? 0) / 255) ** 2.2;
    colour.multiply(new Color(mean[0] / n, mean[1] / n, mean[2] / n));
  }
  // Nothing in a room bounces all the light it gets.
  return [Math.min(colour.r, 0.9), Math.min(colour.g, 0.9), Math.min(colour.b, 0.9)];
}

const seeThrough = (material: Material | Material[]) =>
  (Array.isArray(material) ? material[0] : material)?.transparent === true;

function worldMesh(mesh: Mesh, lightmapped: boolean): BakeMesh | null {
  const geometry = mesh.geometry;
  const position = geometry.getAttribute('position');
  if (!position || position.count === 0) return null;
  const positions = new Float32Array(position.count * 3);
  for (let i = 0; i < position.count; i += 1) {
    point.fromBufferAttribute(position, i).applyMatrix4(mesh.matrixWorld);
    point.toArray(positions, i * 3);
  }
  const index = geometry.index?.array ?? Array.from({ length: position.count }, (_, i) => i);
  return { positions, index, albedo: albedoOf(mesh.material), lightmapped };
}

/**
 * The room's lightmapped meshes and its fixtures in world space, plus what the document says about light: a lid at
 * the ceiling (the room is lit as a closed room, even where no ceiling is drawn) and its lamps.
 */
export function collectRoom(
  room: Object3D,
  doc: RoomDocument,
): { collected: Collected[]; lamps: BakeLamp[] } {
  const collected: Collected[] = [];
  room.updateWorldMatrix(true, true);
  room.traverse((o: Object3D) => {
    const lightmapped = isLightmapped(o);
    if (!lightmapped && !isOccluder(o)) return;
    const mesh = o as Mesh;
    // Glass (a shower's panels, a lamp's globe) lets the light through: it neither shadows nor bounces.
    if (!lightmapped && seeThrough(mesh.material)) return;
    const read = worldMesh(mesh, lightmapped);
    // Wall slabs are measured out of the exposure: half their faces are outdoors in the sun.
    const metered = lightmapped && !mesh.name.endsWith('-slab');
    if (read) collected.push({ mesh: read, geometry: lightmapped ? mesh.geometry : null, metered });
  });
  const lid = ceilingLid(doc);
  if (lid) collected.push({ mesh: lid, geometry: null, metered: false });
  return { collected, lamps: lampsOf(doc) };
}

/** The room's outline's bounds at the ceiling, facing down: closes the room above for the light. */
function ceilingLid(doc: RoomDocument): BakeMesh | null {
  const outline = roomOutline(doc.walls);
  if (!outline) return null;
  const xs = outline.map((p) => metres(p.x));
  const zs = outline.map((p) => -metres(p.y));
  const [x0, x1, z0, z1] = [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)];
  const y = metres(doc.ceilingHeight) + 0.002;
  const positions = new Float32Array([x0, y, z0, x1, y, z0, x1, y, z1, x0, y, z1]);
  // Wound to face down (into the room).
  return { positions, index: [0, 1, 2, 0, 2, 3], albedo: [0.8, 0.8, 0.8], lightmapped: false };
}

/** The document's lights; a room without one gets a soft panel in the middle of its ceiling. */
function lampsOf(doc: RoomDocument): BakeLamp[] {
  const lamps: BakeLamp[] = doc.fixtures.filter(isLamp).map((f) => {
    const [x, y, z] = toScene(f.at, f.elevation);
    return {
      position: [x, y - 0.02, z],
      // A fan's light is its kit under the motor, not its blades' span.
      radius: Math.max(0.05, Math.min(f.kind === 'fan' ? 0.1 : 1, metres(Math.min(f.width, f.depth)) / 2)),
      intensity: LAMP_INTENSITY,
    };
  });
  if (lamps.length > 0) return lamps;
  const outline = roomOutline(doc.walls);
  if (!outline) return [];
  const cx = outline.reduce((s, p) => s + p.x, 0) / outline.length;
  const cy = outline.reduce((s, p) => s + p.y, 0) / outline.length;
  const [x, , z] = toScene({ x: cx, y: cy });
  return [{ position: [x, metres(doc.ceilingHeight) - 0.05, z], radius: 0.35, intensity: LAMP_INTENSITY }];
}

/** Whether a plan point (mm) is inside a polygon (crossings). */
function inside(p: { x: number; y: number }, polygon: readonly { x: number; y: number }[]) {
  let isIn = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [a, b] = [polygon[i], polygon[j]];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) isIn = !isIn;
  }
  return isIn;
}

/**
 * Per texel, 1 where it is outside the room (a wall's outer face, its top, a window's reveal): a few
 * centimetres off the face along its normal, the point is not over the room's plan.
 */
export function outdoorTexels(texels: Float32Array, doc: RoomDocument): Uint8Array | undefined {
  const outline = roomOutline(doc.walls);
  if (!outline) return undefined;
  const flags = new Uint8Array(texels.length / 6);
  for (let t = 0; t < flags.length; t += 1) {
    const [x, , z, nx, ny, nz] = texels.subarray(t * 6, t * 6 + 6);
    if (nx === 0 && ny === 0 && nz === 0) continue;
    const plan = { x: (x + nx * LOOK_OFF) * 1000, y: -(z + nz * LOOK_OFF) * 1000 };
    flags[t] = inside(plan, outline) ? 0 : 1;
  }
  return flags;
}

/** How far off its face a texel is looked at, to tell where it is (m): outdoors, or inside a wall. */
const LOOK_OFF = 0.03;

/**
 * Whether a plan point (mm) at height `y` (mm) is inside the solid of a wall's slab: between its inner and
 * outer faces, along it as far as the slab runs past its ends to close a corner (slabEnds), under its top and
 * not in one of its openings.
 */
function inWallSolid(doc: Pick<RoomDocument, 'walls' | 'openings' | 'ceilingHeight'>) {
  const slabs = doc.walls.map((wall, i) => {
    const length = wallLength(wall);
    const [dx, dy] = length > 0 ? [(wall.b.x - wall.a.x) / length, (wall.b.y - wall.a.y) / length] : [1, 0];
    const ends = slabEnds(doc.walls, i, true);
    const holes = holesOf(doc.openings.filter((o) => o.wallId === wall.id));
    return { wall, length, dx, dy, ends, holes, height: wallHeight(doc, wall) };
  });
  return (p: { x: number; y: number }, y: number) =>
    slabs.some(({ wall, length, dx, dy, ends, holes, height }) => {
      const [rx, ry] = [p.x - wall.a.x, p.y - wall.a.y];
      const along = rx * dx + ry * dy;
      // The room is on the left of a → b (plan (-dy, dx)); the slab on the right.
      const out = rx * dy - ry * dx;
      if (along <= -ends.atA || along >= length + ends.atB || out <= 0 || out >= wall.thickness) return false;
      if (y <= 0 || y >= height) return false;
      return !holes.some((h) => along > h.x0 && along < h.x1 && y > h.y0 && y < h.y1);
    });
}

/**
 * Texels buried in another wall's slab, taken out of the lightmap: where walls meet, a wall's inner face runs
 * on into its neighbour's thickness to close the outer corner, and those hidden texels (off the room's plan)
 * would be lit as outdoors, their sky light blurred and filtered into the visible corner as a bright band.
 * Taken out (no normal, no chart), they are not traced and the visible edge is grown over them instead.
 * Answers how many.
 */
export function buryHiddenTexels(
  layout: Pick<LightmapLayout, 'texels' | 'chartOf'>,
  doc: Pick<RoomDocument, 'walls' | 'openings' | 'ceilingHeight'>,
): number {
  if (!roomOutline(doc.walls)) return 0;
  const solid = inWallSolid(doc);
  const { texels, chartOf } = layout;
  let buried = 0;
  for (let t = 0; t < chartOf.length; t += 1) {
    if (chartOf[t] < 0) continue;
    const [x, y, z, nx, ny, nz] = texels.subarray(t * 6, t * 6 + 6);
    const plan = { x: (x + nx * LOOK_OFF) * 1000, y: -(z + nz * LOOK_OFF) * 1000 };
    if (!solid(plan, (y + ny * LOOK_OFF) * 1000)) continue;
    texels.fill(0, t * 6 + 3, t * 6 + 6);
    chartOf[t] = -1;
    buried += 1;
  }
  return buried;
}
