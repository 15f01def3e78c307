import type { Fixture } from '@app/domain/room/document';

/**
 * The daylight the room is baked in, in scene units (metres, Y up; three's light units, so an irradiance of 1
 * lights a white surface as a directional light of intensity 1 facing it would). The light rig (RoomCanvas)
 * reads the sun's direction from here, so its directional light and the baked sun patch agree.
 */
export type Daylight = {
  /** Towards the sun (unit vector). */
  sun: readonly [number, number, number];
  /** Irradiance of the sun on a surface facing it, linear RGB. */
  sunIrradiance: readonly [number, number, number];
  /** Angular radius of the sun's disc (radians): soft shadow edges. */
  sunRadius: number;
  /** Radiance of the sky seen through an opening, and of the ground below the horizon, linear RGB. */
  sky: readonly [number, number, number];
  ground: readonly [number, number, number];
};

const length = Math.hypot(-0.55, 0.62, 0.56);

/** Afternoon sun about 38° high from the front left, a pale blue sky, warm ground. */
export const DAYLIGHT: Daylight = {
  sun: [-0.55 / length, 0.62 / length, 0.56 / length],
  sunIrradiance: [3.2, 2.95, 2.6],
  sunRadius: 0.05,
  sky: [0.55, 0.65, 0.8],
  ground: [0.3, 0.27, 0.24],
};

/** A light fixture as the bake sees it: a small disc at its bottom shining downwards (Lambertian). */
export type BakeLamp = {
  position: readonly [number, number, number];
  radius: number;
  /** Radiant intensity straight down, linear RGB (irradiance at 1 m below it). */
  intensity: readonly [number, number, number];
};

/** A ceiling light's output; a room without one gets a soft panel of this at the middle of its ceiling. */
export const LAMP_INTENSITY: readonly [number, number, number] = [2.4, 2.2, 1.9];

/** The fixtures that light the room: ceiling lights, and ceiling fans (their light kit glows under the motor). */
export const isLamp = (f: Pick<Fixture, 'kind'>) => f.kind === 'light' || f.kind === 'fan';
