import type { HOME_TILES } from '@app/domain/catalog/home-tiles';
import type { CategorySpec } from './category-spec.ts';
import { FIXTURE_SPECS } from './fixture-specs.ts';
import { SURFACE_SPECS } from './surface-specs.ts';

export type { CategorySpec } from './category-spec.ts';

/** How each of the 21 categories is named, sized, priced and drawn. */
export const CATEGORY_SPECS: Record<string, CategorySpec> = { ...SURFACE_SPECS, ...FIXTURE_SPECS };

/** Departments (the header menu) holding the spec's 21 home tiles, in the spec's tile order via `tile`. */
export const DEPARTMENTS: ReadonlyArray<{
  name: string;
  slug: string;
  categories: ReadonlyArray<{ name: string; slug: string; children?: readonly string[] }>;
}> = [
  {
    name: 'Kitchen',
    slug: 'kitchen',
    categories: [
      { name: 'Kitchen Faucets', slug: 'kitchen-faucets' },
      { name: 'Kitchen Sinks', slug: 'kitchen-sinks' },
      { name: 'Countertop', slug: 'countertop' },
      { name: 'Cabinet Hardware', slug: 'cabinet-hardware' },
      { name: 'Backsplash Tiles', slug: 'backsplash-tiles' },
      // Not a home tile: the cabinets the kitchen templates fill their base, wall and tall slots from.
      { name: 'Cabinets', slug: 'cabinets', children: ['Base Cabinets', 'Wall Cabinets', 'Tall Cabinets'] },
    ],
  },
  {
    name: 'Bathroom',
    slug: 'bathroom',
    categories: [
      { name: 'Bathroom Faucets', slug: 'bathroom-faucets' },
      { name: 'Bathroom Vanitys', slug: 'bathroom-vanitys' },
      { name: 'Bath Tubs', slug: 'bath-tubs' },
      { name: 'Showers', slug: 'showers', children: ['Shower Systems', 'Shower Doors'] },
      { name: 'Toilets', slug: 'toilets' },
    ],
  },
  {
    name: 'Flooring',
    slug: 'flooring',
    categories: [
      {
        name: 'Tile Flooring',
        slug: 'tile-flooring',
        children: ['Porcelain Tile', 'Ceramic Tile', 'Mosaic Tile'],
      },
      {
        name: 'Hardwood Flooring',
        slug: 'hardwood-flooring',
        children: ['Engineered Hardwood', 'Solid Hardwood'],
      },
      { name: 'Laminate Flooring', slug: 'laminate-flooring' },
      { name: 'luxury-flooring', slug: 'luxury-flooring' },
    ],
  },
  {
    name: 'Outdoor',
    slug: 'outdoor',
    categories: [
      { name: 'Artificial Turf', slug: 'artificial-turf' },
      { name: 'Hardscaping', slug: 'hardscaping', children: ['Pavers', 'Retaining Walls'] },
      { name: 'Pool Copings', slug: 'pool-copings' },
      { name: 'Stacked Stone', slug: 'stacked-stone' },
    ],
  },
  {
    name: 'Lighting & Fans',
    slug: 'lighting-fans',
    categories: [
      {
        name: 'Lights',
        slug: 'lights',
        children: ['Pendants', 'Chandeliers', 'Recessed Lighting', 'Wall Sconces'],
      },
      { name: 'Fans', slug: 'fans' },
    ],
  },
  {
    name: 'Appliances',
    slug: 'appliances',
    categories: [
      {
        name: 'Appliances',
        slug: 'appliances-all',
        children: [
          'Refrigerators',
          'Ranges',
          'Cooktops',
          'Wall Ovens',
          'Dishwashers',
          'Range Hoods',
          'Microwaves',
          'Washers',
          'Dryers',
        ],
      },
    ],
  },
];

export { HOME_TILES } from '@app/domain/catalog/home-tiles';

/** A category brands make: a home tile, or the cabinets and bathroom mirrors (mirrors.ts) that are not one. */
type HomeTile = (typeof HOME_TILES)[number] | 'Cabinets' | 'Bathroom Mirrors';

/** The brands and the home-tile categories each one makes: every category is carried by two to four brands. */
export const BRAND_LINES: Readonly<Record<string, readonly HomeTile[]>> = {
  'Arcadia Tile Co.': ['Tile Flooring', 'Backsplash Tiles', 'Showers', 'Pool Copings'],
  Bellhaven: ['Bathroom Vanitys', 'Bath Tubs', 'Toilets', 'Cabinets', 'Bathroom Mirrors'],
  'Cortland & Reed': ['Cabinet Hardware', 'Kitchen Faucets', 'Bathroom Faucets'],
  Driftstone: ['Hardscaping', 'Stacked Stone', 'Pool Copings', 'Artificial Turf'],
  'Elmwood Floors': ['Hardwood Flooring', 'Laminate Flooring', 'luxury-flooring'],
  'Foxglove Fixtures': ['Kitchen Faucets', 'Bathroom Faucets', 'Showers'],
  'Granite Peak': ['Countertop', 'Kitchen Sinks', 'Stacked Stone'],
  'Harlow Home': ['Lights', 'Fans', 'Cabinet Hardware'],
  Ironbridge: ['Countertop', 'Hardscaping', 'Kitchen Sinks'],
  'Juniper Bath': ['Bath Tubs', 'Showers', 'Bathroom Vanitys', 'Toilets', 'Bathroom Mirrors'],
  'Kestrel Lighting': ['Lights'],
  'Larkspur Stone': ['Tile Flooring', 'Backsplash Tiles', 'Stacked Stone', 'Countertop'],
  'Meridian Appliances': ['Appliances'],
  'Northwind Fans': ['Fans', 'Lights'],
  Oakhurst: ['Hardwood Flooring', 'luxury-flooring', 'Bathroom Vanitys', 'Cabinets', 'Bathroom Mirrors'],
  'Pacific Crest': ['Bath Tubs', 'Kitchen Sinks', 'Toilets'],
  'Quarry Lane': ['Countertop', 'Tile Flooring', 'Pool Copings'],
  'Redwood Row': ['Laminate Flooring', 'luxury-flooring', 'Hardwood Flooring'],
  Silverline: ['Appliances', 'Kitchen Sinks', 'Kitchen Faucets'],
  'Terra Verde Turf': ['Artificial Turf'],
  Urbano: ['Tile Flooring', 'Backsplash Tiles', 'Laminate Flooring'],
  'Vista Pools': ['Pool Copings', 'Hardscaping', 'Artificial Turf'],
  Westbrook: ['Appliances', 'Cabinet Hardware', 'Lights', 'Cabinets'],
  'Yardley & Co.': ['Cabinet Hardware', 'Bathroom Faucets', 'Toilets', 'Fans'],
};

export const BRANDS = Object.keys(BRAND_LINES);

/** The brands that make a category (by its home-tile name). */
export const brandsMaking = (tile: string) => BRANDS.filter((b) => BRAND_LINES[b].includes(tile as HomeTile));
