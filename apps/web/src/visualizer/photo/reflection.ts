import { finishOf } from '../materials/finish.ts';

/** The most a polished floor reflects of the room (looking straight down), before the Fresnel rise. */
export const MAX_REFLECTION = 0.45;

/**
 * How strongly a floor of this roughness mirrors the room in the photo: only a polished finish (a satin or
 * matte one scatters it to a blur a planar mirror cannot draw), the smoother the stronger; 0 for none.
 */
export const reflectionStrength = (roughness: number) =>
  finishOf(roughness) === 'polished' ? MAX_REFLECTION * (1 - Math.max(0, roughness) / 0.2) : 0;
