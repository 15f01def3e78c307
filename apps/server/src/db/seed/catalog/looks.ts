import type { ColourName } from '@app/domain/catalog/colour-names';

/**
 * What a product's words promise about its look, so that the generator never prints a contradiction: the
 * colours a named stone comes in, the surface a finish has (the product page's "Surface" row reads it back
 * from the texture's roughness) and the colour a metal or appliance finish is.
 */
export type Surface = 'glossy' | 'satin' | 'matte';

/**
 * Roughness bands per surface, inside the product page's thresholds (glossy < 0.3 ≤ satin < 0.6 ≤ matte),
 * kept clear of the edges so a reader never sees a finish contradicted by rounding.
 */
export const ROUGHNESS: Record<Surface, readonly [number, number]> = {
  glossy: [0.08, 0.24],
  satin: [0.35, 0.55],
  matte: [0.65, 0.9],
};

export const FINISH_SURFACE: Record<string, Surface> = {
  Polished: 'glossy',
  Glossy: 'glossy',
  Crackle: 'glossy',
  Lacquered: 'glossy',
  'High-Gloss': 'glossy',
  Chrome: 'glossy',
  'Polished Brass': 'glossy',
  White: 'glossy',
  Honed: 'satin',
  Satin: 'satin',
  Smooth: 'satin',
  'Low Gloss': 'satin',
  Painted: 'satin',
  Stained: 'satin',
  Brushed: 'satin',
  'Brushed Nickel': 'satin',
  'Brushed Gold': 'satin',
  'Stainless Steel': 'satin',
  'Black Stainless': 'satin',
  'Fingerprint-Resistant Stainless': 'satin',
  Matte: 'matte',
  Textured: 'matte',
  Leathered: 'matte',
  'Wire-Brushed': 'matte',
  'Hand-Scraped': 'matte',
  Distressed: 'matte',
  Embossed: 'matte',
  Tumbled: 'matte',
  'Split Face': 'matte',
  'Natural Cleft': 'matte',
  'Natural Blade': 'matte',
  'Soft Touch': 'matte',
  'Matte Black': 'matte',
  'Matte White': 'matte',
  'Oil-Rubbed Bronze': 'matte',
};

/** The finishes that are a colour in themselves (metals, appliance skins): the product is that colour. */
export const FINISH_COLOUR: Record<string, ColourName> = {
  Chrome: 'Silver',
  'Brushed Nickel': 'Silver',
  'Stainless Steel': 'Silver',
  'Fingerprint-Resistant Stainless': 'Silver',
  'Matte Black': 'Black',
  'Black Stainless': 'Black',
  'Polished Brass': 'Gold',
  'Brushed Gold': 'Gold',
  'Oil-Rubbed Bronze': 'Bronze',
  White: 'White',
  'Matte White': 'White',
};

export type StoneKind = 'marble' | 'granite' | 'quartzite' | 'travertine' | 'slate' | 'limestone';

/** Named stones: the kind of rock and its ground and vein colours, as a stone yard would describe them. */
export const STONES: Record<string, { kind: StoneKind; colours: readonly [ColourName, ColourName] }> = {
  'Calacatta Gold': { kind: 'marble', colours: ['White', 'Gold'] },
  Carrara: { kind: 'marble', colours: ['White', 'Grey'] },
  Statuario: { kind: 'marble', colours: ['White', 'Grey'] },
  'Nero Marquina': { kind: 'marble', colours: ['Black', 'White'] },
  Emperador: { kind: 'marble', colours: ['Brown', 'Beige'] },
  Bardiglio: { kind: 'marble', colours: ['Grey', 'White'] },
  'Pietra Grey': { kind: 'marble', colours: ['Grey', 'White'] },
  'Crema Marfil': { kind: 'marble', colours: ['Beige', 'Ivory'] },
  Travertine: { kind: 'travertine', colours: ['Beige', 'Ivory'] },
  Slate: { kind: 'slate', colours: ['Charcoal', 'Grey'] },
  'Jerusalem Limestone': { kind: 'limestone', colours: ['Beige', 'Ivory'] },
  'Absolute Black': { kind: 'granite', colours: ['Black', 'Charcoal'] },
  'Kashmir White': { kind: 'granite', colours: ['White', 'Grey'] },
  'Steel Grey': { kind: 'granite', colours: ['Grey', 'Charcoal'] },
  'Santa Cecilia': { kind: 'granite', colours: ['Gold', 'Brown'] },
  'Taj Mahal': { kind: 'quartzite', colours: ['Ivory', 'Beige'] },
  'Super White': { kind: 'quartzite', colours: ['White', 'Grey'] },
  'Sea Pearl': { kind: 'quartzite', colours: ['Grey', 'Beige'] },
};

/**
 * The stones a material may be named after: a real marble only after a marble, a porcelain or a quartz
 * after the marble it imitates, a 'Stone-Look' tile after a travertine, slate or limestone. Materials not
 * listed (ceramic, glass, zellige, wood) take no stone name at all.
 */
export const MATERIAL_STONES: Record<string, readonly StoneKind[]> = {
  Marble: ['marble'],
  'Marble-Look': ['marble'],
  Porcelain: ['marble', 'travertine', 'slate', 'limestone'],
  Quartz: ['marble'],
  Granite: ['granite'],
  Quartzite: ['quartzite'],
  'Stone-Look': ['travertine', 'slate', 'limestone'],
};

export const isStone = (collection: string) => Object.hasOwn(STONES, collection);

/** Whether a collection may name a product of `material` (a stone only for a material that can be it). */
export function collectionFits(collection: string, material: string) {
  const stone = STONES[collection];
  return !stone || (MATERIAL_STONES[material] ?? []).includes(stone.kind);
}
