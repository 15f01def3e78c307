import type { BakeScene, PassSamples } from './tracer.ts';

/** What the page asks the bake worker: a room to bake (its triangles, lightmap texels, lamps and sky). */
export type BakeRequest = {
  generation: number;
  scene: BakeScene;
  /** Per receiver, the chart of each texel (-1: uncovered), so the blur stays inside charts. */
  chartOf: Int32Array[];
  /** Per receiver, whether it sets the exposure (the room's surfaces, not the walls' outsides). */
  metered: boolean[];
};

/** What the worker answers after each pass: every receiver's lightmap as half-float RGBA. */
export type BakeLanded = {
  generation: number;
  pass: number;
  last: boolean;
  maps: Uint16Array[];
  /** Milliseconds since the request arrived. */
  elapsed: number;
};

/** The first pass is quick and noisy (lands in a few seconds); each refinement pass adds rays and a bounce. */
export const PASSES: PassSamples[] = [
  { sun: 1, lamp: 1, bounce: 2 },
  { sun: 2, lamp: 2, bounce: 8 },
  { sun: 2, lamp: 2, bounce: 8 },
  { sun: 2, lamp: 2, bounce: 16 },
  { sun: 2, lamp: 2, bounce: 16 },
];

/** The irradiance the room's well-lit surfaces are exposed to (three's light units; the rig dims its fill). */
export const EXPOSURE_TARGET = 0.7;

/** Every buffer of a request, handed over to the worker rather than copied. */
export const transfersOf = (r: BakeRequest): ArrayBuffer[] =>
  [
    r.scene.triangles,
    r.scene.albedo,
    r.scene.receiverOf,
    r.scene.atlas,
    ...r.scene.receivers.map((x) => x.texels),
    ...r.scene.receivers.flatMap((x) => (x.outdoors ? [x.outdoors] : [])),
    ...r.chartOf,
  ].map((a) => a.buffer as ArrayBuffer);
