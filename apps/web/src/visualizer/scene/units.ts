import { type Point, type ProductRef, productRefKey } from '@app/domain/room/document';

/**
 * The one mapping from the room document to three.js: plan millimetres (x right, y away, z up) to metres with
 * Y up, so plan (x, y) at elevation z is three (x / 1000, z / 1000, -y / 1000). A plan rotation (counter-
 * clockwise seen from above) is then a positive rotation about three's Y axis.
 */
export const metres = (mm: number) => mm / 1000;

export const toScene = (p: Point, elevation = 0): [number, number, number] => [
  metres(p.x),
  metres(elevation),
  -metres(p.y),
];

/** Turns a shape drawn in plan (x, y) metres on three's XY plane to lie flat, facing up (plan y → -z). */
export const LIE_FLAT: [number, number, number] = [-Math.PI / 2, 0, 0];

/** A plan rotation in degrees (counter-clockwise) as a rotation about three's Y axis. */
export const yaw = (degrees: number) => (degrees * Math.PI) / 180;

/** The key of a product in the checklist's `textures`. */
export const productKeyOf = (ref: ProductRef | null) => (ref ? productRefKey(ref) : null);
