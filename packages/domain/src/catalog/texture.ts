/** A texture the 3-D room renders later and the /media swatches draw now. Lengths in inches. */
export type Texture = {
  base_color: string;
  accent_color: string;
  pattern: 'solid' | 'tile' | 'plank' | 'marble' | 'stone' | 'mosaic' | 'turf' | 'metal' | 'fixture';
  tile_width_in: number;
  tile_height_in: number;
  grout_color: string;
  grout_width_in: number;
  roughness: number;
  /** A mirror's glass and frame (Bathroom Mirrors only): the 3-D room draws its outline and frame from it. */
  mirror?: MirrorLook;
};

export const MIRROR_SHAPES = ['rectangle', 'arch', 'round'] as const;
export const MIRROR_FRAMES = ['metal', 'wood', 'bevel'] as const;
/**
 * How a mirror looks: its glass's outline, what frames it (a thin metal frame, a wood frame, or none: a
 * bevelled edge) and the frame's face width in inches (0 for a bevelled one). The frame is the product's
 * colour and finish (base_color, roughness).
 */
export type MirrorLook = {
  shape: (typeof MIRROR_SHAPES)[number];
  frame: (typeof MIRROR_FRAMES)[number];
  frame_in: number;
};
