/**
 * The design styles the catalogue tags its products with (`style_tags`) and the templates and the style
 * profile rank by. One list: the seed draws from it, the visualizer matches against it.
 */
export const STYLES = [
  'Modern',
  'Traditional',
  'Farmhouse',
  'Coastal',
  'Industrial',
  'Mid-Century',
  'Transitional',
  'Rustic',
  'Minimalist',
  'Luxury',
] as const;
export type Style = (typeof STYLES)[number];
