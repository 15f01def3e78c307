/**
 * How a surface's face catches the light. The checklist's texture carries a roughness but not the product's
 * finish name, so the finish is read from the roughness (a polished marble is about 0.1, a honed one 0.5, a
 * split-face stone 0.9); each finish then sets how much the face varies in height and in roughness.
 */
export type Finish = 'polished' | 'satin' | 'matte' | 'textured';

export const finishOf = (roughness: number): Finish =>
  roughness < 0.2 ? 'polished' : roughness < 0.45 ? 'satin' : roughness < 0.75 ? 'matte' : 'textured';

/** The face's height variation (inches, peak) and roughness variation (± around the product's roughness). */
export const FINISH_RELIEF: Record<Finish, { bumpIn: number; roughnessSpread: number }> = {
  polished: { bumpIn: 0, roughnessSpread: 0.02 },
  satin: { bumpIn: 0.002, roughnessSpread: 0.04 },
  matte: { bumpIn: 0.005, roughnessSpread: 0.06 },
  textured: { bumpIn: 0.015, roughnessSpread: 0.08 },
};

/** A joint's grout is rougher than any face: sanded cement. */
export const GROUT_ROUGHNESS = 0.95;

/** The product's roughness, kept off the extremes a rasteriser draws badly (a mirror, pure chalk). */
export const faceRoughness = (roughness: number) => Math.min(0.98, Math.max(0.06, roughness));
