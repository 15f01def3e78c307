import type { Style } from '../catalog/styles.ts';
import type { LayingPattern } from './document.ts';
import type { Palette } from './palettes.ts';

type Colours = Record<Palette, readonly string[]>;
type Size = readonly [number, number];
/**
 * Each style's yard, so its outdoor templates are told apart at a glance (issue 21 A8): the deck's pavers
 * (their colours in each palette, size, finish and how they are laid), the pool's coping (colours, size,
 * finish) and the turf's blade. The catalogue's paving colours are few (Ivory, Sand, Tan, Red, Grey,
 * Charcoal; copings Ivory, Beige, Grey, Walnut), so the styles differ by size and bond as well as by colour,
 * and two styles that share a deck colour in a palette ring the pool differently (light: Modern grey with
 * ivory coping, Transitional grey with grey; Minimalist ivory with ivory, Luxury ivory with grey; Coastal sand
 * with ivory, Rustic sand with walnut; Farmhouse tan with ivory, Mid-Century tan with walnut).
 */
export type YardLook = {
  deck: Colours;
  deckSize: Size;
  deckFinishes: readonly string[];
  bond: LayingPattern;
  coping: Colours;
  copingSize: Size;
  copingFinishes: readonly string[];
  blade: string;
};
const yard = (
  deck: [string[], string[], string[]],
  deckSize: Size,
  deckFinishes: string[],
  bond: LayingPattern,
  coping: [string[], string[], string[]],
  copingSize: Size,
  copingFinishes: string[],
  blade: string,
): YardLook => ({
  deck: { light: deck[0], warm: deck[1], dark: deck[2] },
  deckSize,
  deckFinishes,
  bond,
  coping: { light: coping[0], warm: coping[1], dark: coping[2] },
  copingSize,
  copingFinishes,
  blade,
});
// biome-ignore format: one style a line: deck colours (light, warm, dark), size, finishes, bond; coping the same; turf blade
export const YARD_LOOKS: Record<Style, YardLook> = {
  Modern:         yard([['Grey', 'Ivory'], ['Tan', 'Sand'], ['Charcoal']],          [16, 24], ['Smooth'],   'straight',    [['Ivory'], ['Beige'], ['Grey']],                   [16, 24], ['Honed', 'Smooth'],    'Soft Touch'),
  Minimalist:     yard([['Ivory', 'Sand'], ['Sand', 'Tan'], ['Grey', 'Charcoal']],  [16, 24], ['Smooth'],   'straight',    [['Ivory'], ['Ivory', 'Beige'], ['Grey']],          [16, 24], ['Smooth', 'Honed'],    'Soft Touch'),
  Coastal:        yard([['Sand', 'Ivory'], ['Sand', 'Tan'], ['Grey']],              [12, 12], ['Tumbled'],  'straight',    [['Ivory', 'Beige'], ['Beige'], ['Grey']],          [12, 24], ['Tumbled'],            'Natural Blade'),
  Traditional:    yard([['Red', 'Tan'], ['Red'], ['Charcoal', 'Red']],              [6, 9],   ['Tumbled'],  'brick',       [['Ivory'], ['Beige'], ['Grey']],                   [12, 24], ['Tumbled', 'Honed'],   'Natural Blade'),
  Transitional:   yard([['Grey', 'Ivory'], ['Tan', 'Grey'], ['Grey', 'Charcoal']],  [12, 12], ['Smooth'],   'brick',       [['Grey'], ['Beige', 'Grey'], ['Grey']],            [12, 24], ['Honed'],              'Soft Touch'),
  Industrial:     yard([['Charcoal', 'Grey'], ['Red', 'Charcoal'], ['Charcoal']],   [16, 24], ['Textured'], 'brick',       [['Grey'], ['Grey'], ['Walnut', 'Grey']],           [16, 24], ['Smooth', 'Textured'], 'Soft Touch'),
  Farmhouse:      yard([['Tan', 'Red'], ['Red', 'Tan'], ['Charcoal', 'Red']],       [6, 9],   ['Tumbled'],  'herringbone', [['Ivory', 'Beige'], ['Walnut', 'Beige'], ['Walnut']], [12, 24], ['Tumbled', 'Matte'], 'Natural Blade'),
  'Mid-Century':  yard([['Tan', 'Sand'], ['Tan', 'Red'], ['Charcoal', 'Tan']],      [16, 24], ['Smooth'],   'straight',    [['Walnut', 'Beige'], ['Walnut'], ['Walnut', 'Grey']], [16, 24], ['Smooth', 'Matte'], 'Soft Touch'),
  Rustic:         yard([['Sand', 'Tan'], ['Tan', 'Red'], ['Charcoal', 'Grey']],     [6, 9],   ['Tumbled'],  'straight',    [['Walnut', 'Beige'], ['Walnut', 'Beige'], ['Walnut']], [12, 24], ['Tumbled', 'Textured'], 'Natural Blade'),
  Luxury:         yard([['Ivory', 'Sand'], ['Sand', 'Tan'], ['Charcoal', 'Grey']],  [12, 12], ['Smooth'],   'diagonal',    [['Grey', 'Ivory'], ['Beige', 'Ivory'], ['Grey', 'Ivory']], [16, 24], ['Honed'],              'Natural Blade'),
};
