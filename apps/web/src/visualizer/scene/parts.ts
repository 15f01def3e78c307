import {
  BoxGeometry,
  type BufferGeometry,
  CatmullRomCurve3,
  CylinderGeometry,
  LatheGeometry,
  TorusGeometry,
  TubeGeometry,
  Vector2,
  Vector3,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * Boxes and cylinders in metres with UVs in metres too (three's are 0–1 per face), so a product texture on
 * a fixture is at the same scale as on a wall. Each part is placed by its centre; a model is its parts
 * merged into one geometry: one mesh, one draw call, one material per fixture.
 */
export function box(w: number, h: number, d: number, x = 0, y = 0, z = 0) {
  const geometry = new BoxGeometry(w, h, d);
  const uv = geometry.getAttribute('uv');
  // Faces in order +x, -x, +y, -y, +z, -z; four vertices each: their sides in metres.
  const sides = [
    [d, h],
    [d, h],
    [w, d],
    [w, d],
    [w, h],
    [w, h],
  ];
  for (let i = 0; i < uv.count; i += 1) {
    const [su, sv] = sides[Math.floor(i / 4)];
    uv.setXY(i, uv.getX(i) * su, uv.getY(i) * sv);
  }
  return geometry.translate(x, y, z);
}

/** An upright cylinder (or cone when the radii differ), `h` tall, centred at (x, y, z). */
export function cylinder(rTop: number, rBottom: number, h: number, x = 0, y = 0, z = 0, segments = 20) {
  const geometry = new CylinderGeometry(rTop, rBottom, h, segments);
  const uv = geometry.getAttribute('uv');
  const around = 2 * Math.PI * Math.max(rTop, rBottom);
  for (let i = 0; i < uv.count; i += 1) uv.setXY(i, uv.getX(i) * around, uv.getY(i) * h);
  return geometry.translate(x, y, z);
}

/** Parts as one geometry; the parts are freed. */
export function merged(parts: BufferGeometry[]) {
  // mergeGeometries takes all indexed or none: an extruded shape (a counter with a basin's hole) has no index.
  const mixed = parts.some((p) => !p.index);
  const same = mixed ? parts.map((p) => (p.index ? p.toNonIndexed() : p)) : parts;
  const geometry = mergeGeometries(same, false);
  if (mixed) for (const part of same) part.dispose();
  for (const part of parts) part.dispose();
  geometry.computeBoundingBox();
  geometry.computeBoundingSphere();
  return geometry;
}

/** An open-topped box (a tub, a sink): a floor and four sides `wall` thick. */
export function hollowBox(w: number, h: number, d: number, wall: number, y0 = 0) {
  return [
    box(w, wall, d, 0, y0 + wall / 2, 0),
    box(w, h, wall, 0, y0 + h / 2, -(d - wall) / 2),
    box(w, h, wall, 0, y0 + h / 2, (d - wall) / 2),
    box(wall, h, d - 2 * wall, -(w - wall) / 2, y0 + h / 2, 0),
    box(wall, h, d - 2 * wall, (w - wall) / 2, y0 + h / 2, 0),
  ];
}

/** A box with rounded edges and corners (a tank, a fridge door), centred at (x, y, z). */
export function roundedBox(w: number, h: number, d: number, radius: number, x = 0, y = 0, z = 0) {
  const r = Math.min(radius, w / 2, h / 2, d / 2) * 0.999;
  return new RoundedBoxGeometry(w, h, d, 2, r).translate(x, y, z);
}

/** A lathe-turned part (a spout's body, a knob, a bowl): `profile` is [radius, height] pairs from the bottom. */
export function lathe(profile: [number, number][], x = 0, y = 0, z = 0, segments = 24) {
  const points = profile.map(([r, h]) => new Vector2(Math.max(r, 1e-4), h));
  return new LatheGeometry(points, segments).translate(x, y, z);
}

/** A ring (a rim, a door seal, a burner), `radius` to the tube's centre, lying flat (around the y axis). */
export function ring(radius: number, tube: number, x = 0, y = 0, z = 0, segments = 24, arc = Math.PI * 2) {
  return new TorusGeometry(radius, tube, 8, segments, arc).rotateX(Math.PI / 2).translate(x, y, z);
}

/** A round bar along a smooth path through `points` (a gooseneck spout, a cord, a towel bar). */
export function pipe(points: [number, number, number][], radius: number, segments = 32, radial = 8) {
  const curve = new CatmullRomCurve3(points.map(([x, y, z]) => new Vector3(x, y, z)));
  return new TubeGeometry(curve, segments, radius, radial, false);
}

/** A horizontal round bar from (x0, y, z) to (x1, y, z): a handle, a towel bar, a grate. */
export const barX = (x0: number, x1: number, r: number, y: number, z: number, segments = 10) =>
  cylinder(r, r, Math.abs(x1 - x0), 0, 0, 0, segments)
    .rotateZ(Math.PI / 2)
    .translate((x0 + x1) / 2, y, z);

/** A round bar along z from z0 to z1 at (x, y). */
export const barZ = (z0: number, z1: number, r: number, x: number, y: number, segments = 10) =>
  cylinder(r, r, Math.abs(z1 - z0), 0, 0, 0, segments)
    .rotateX(Math.PI / 2)
    .translate(x, y, (z0 + z1) / 2);
