import { BoxGeometry, type BufferGeometry, CylinderGeometry } from 'three';
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
  const geometry = mergeGeometries(parts, false);
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
