import { HOME_TILES } from '@app/domain/catalog/home-tiles';
import type { Brand, CategoryTile, HomeMedia } from '../../../lib/catalog-types.ts';
import { demoShopProfile } from '../../../testing/catalog-fixtures.ts';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const TILES: CategoryTile[] = HOME_TILES.map((name, index) => ({
  id: index + 1,
  name,
  slug_url: slug(name),
  image: `/media/categories/${slug(name)}.svg`,
}));

const TABS = ['Bathroom', 'Kitchen', 'Living Room', 'Landscaping/Outdoor'];

export const HOME_MEDIA: HomeMedia = {
  inspired: TABS.map((tab) => ({
    tab,
    images: Array.from({ length: 7 }, (_, index) => ({
      src: `/inspired/${slug(tab)}-${index + 1}.jpg`,
      alt: `${tab} design idea ${index + 1}`,
      href: `/visualize?floorplan=${slug(tab)}-plan&floorTemplate=${slug(tab)}-${index + 1}`,
    })),
  })),
  brands: [{ name: 'Bellhaven', logo: '/media/brands/bellhaven.svg' }],
};

/** GET /api/brands; a brand without a logo has an empty one (the column is never null). */
export const BRANDS: Brand[] = [
  {
    id: 1,
    name: 'Arcadia Tile Co.',
    slug: 'arcadia-tile-co',
    logo: '/media/brands/arcadia-tile-co.svg',
    product_count: 962,
  },
  { id: 2, name: 'Bellhaven', slug: 'bellhaven', logo: '/media/brands/bellhaven.svg', product_count: 1003 },
  { id: 3, name: 'Driftstone', slug: 'driftstone', logo: '', product_count: 802 },
];

/** DEMO2026's shop profile (GET /api/visualization/shop_profile). */
export const DEMO_PROFILE = demoShopProfile({ business_logo: null });
