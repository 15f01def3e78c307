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
};
