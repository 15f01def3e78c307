import type { Point } from '@app/domain/room/document';
import type { Rect } from '@app/domain/room/geometry';
import { ExtrudeGeometry, Path, Shape, ShapeGeometry } from 'three';
import { metres } from './units.ts';

/**
 * three.js shapes from the document's millimetres, in metres. ShapeGeometry and ExtrudeGeometry take their
 * UVs from the shape's coordinates, so every surface built here has UVs in metres and a texture repeated
 * 1 / cell-size per unit is at true scale.
 */
const outlineOf = <T extends Path>(path: T, points: readonly Point[]) => {
  points.forEach((p, i) => {
    if (i === 0) path.moveTo(metres(p.x), metres(p.y));
    else path.lineTo(metres(p.x), metres(p.y));
  });
  path.closePath();
  return path;
};

/** A plan polygon with its holes (plan x, y in metres on the XY plane; lay it flat with LIE_FLAT). */
export function planShape(outline: readonly Point[], holes: readonly (readonly Point[])[] = []): Shape {
  const shape = outlineOf(new Shape(), outline);
  shape.holes = holes.map((h) => outlineOf(new Path(), h));
  return shape;
}

const rectShape = (r: Rect) =>
  planShape([
    { x: r.x0, y: r.y0 },
    { x: r.x1, y: r.y0 },
    { x: r.x1, y: r.y1 },
    { x: r.x0, y: r.y1 },
  ]);

/** Flat rectangles (a wall band less its openings) as one geometry on the XY plane, facing +z. */
export const rectsGeometry = (rects: readonly Rect[]) => new ShapeGeometry(rects.map(rectShape), 1);

/** Rectangles extruded `depthMm` towards -z (a wall slab drawn outward of its inner face at z = 0). */
export function slabGeometry(rects: readonly Rect[], depthMm: number) {
  const geometry = new ExtrudeGeometry(rects.map(rectShape), {
    depth: metres(depthMm),
    bevelEnabled: false,
    curveSegments: 1,
  });
  geometry.translate(0, 0, -metres(depthMm));
  return geometry;
}

/** A countertop slab's thickness: it lies on its cabinets' tops (its region's elevation). */
export const COUNTERTOP_MM = 30;

/** A plan polygon raised `thicknessMm` (a countertop slab) on the XY plane, towards +z (up once laid flat). */
export const thickPlanGeometry = (shape: Shape, thicknessMm: number) =>
  new ExtrudeGeometry(shape, { depth: metres(thicknessMm), bevelEnabled: false, curveSegments: 1 });

/** The same faces seen from the other side (a ceiling is the floor's outline facing down). */
export function flipFaces<T extends ShapeGeometry>(geometry: T): T {
  const index = geometry.getIndex();
  if (index) {
    for (let i = 0; i + 2 < index.count; i += 3) {
      const b = index.getX(i + 1);
      index.setX(i + 1, index.getX(i + 2));
      index.setX(i + 2, b);
    }
  }
  const normal = geometry.getAttribute('normal');
  for (let i = 0; i < normal.count; i += 1)
    normal.setXYZ(i, -normal.getX(i), -normal.getY(i), -normal.getZ(i));
  return geometry;
}
