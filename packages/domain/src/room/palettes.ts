/** The colours a template's palette looks for in a product's colours, the first the ones it wants most. */
export const PALETTES = {
  light: ['White', 'Ivory', 'Whitewash', 'Beige', 'Silver', 'Sand'],
  warm: ['Honey', 'Natural', 'Amber', 'Beige', 'Terracotta', 'Gold', 'Tan', 'Bronze'],
  dark: ['Charcoal', 'Black', 'Espresso', 'Brown', 'Grey', 'Bronze'],
} as const;
export type Palette = keyof typeof PALETTES;
