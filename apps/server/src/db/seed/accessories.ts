import type { Texture } from '@app/domain/catalog/texture';
import { ACCESSORIES, type AccessoryKind } from '@app/domain/room/accessories';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { brands, categories, departments, productSizes, products } from '../schema/index.ts';

/** Who sells each accessory: the tile brand for setting materials, the flooring brand for the rest. */
const BRAND: Record<AccessoryKind, string> = {
  grout: 'Arcadia Tile Co.',
  thinset: 'Arcadia Tile Co.',
  underlayment: 'Elmwood Floors',
  transition: 'Elmwood Floors',
};

const SIZES: Record<
  AccessoryKind,
  { pattern: string; width: string | null; unit: string; uom: string; cents: number }
> = {
  grout: { pattern: '25 lb Bag', width: null, unit: 'Bag', uom: 'bag', cents: 2498 },
  thinset: { pattern: '50 lb Bag', width: null, unit: 'Bag', uom: 'bag', cents: 3248 },
  underlayment: { pattern: '100 sq ft Roll', width: null, unit: 'Roll', uom: 'roll', cents: 4499 },
  transition: { pattern: '36 in', width: '36', unit: 'Piece', uom: 'piece', cents: 2798 },
};

const texture: Texture = {
  base_color: '#d6d3d1',
  accent_color: '#a8a29e',
  pattern: 'solid',
  tile_width_in: 12,
  tile_height_in: 12,
  grout_color: '#d6d3d1',
  grout_width_in: 0,
  roughness: 0.8,
};

/**
 * The installation supplies the bill of materials adds to a design (domain room/accessories.ts): one
 * 'Installation' department with an 'Installation Supplies' category (not a home tile) and a product per
 * accessory under its fixed hash, sold by the catalogue's brands. Runs after the catalogue; once.
 */
export async function seedAccessories(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slugUrl, 'installation-supplies'));
    if (existing) return 0;
    const brandRows = await tx.select({ id: brands.id, name: brands.name }).from(brands);
    const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
    if (!brandId.has(BRAND.grout) || !brandId.has(BRAND.transition)) return 0;
    const [department] = await tx
      .insert(departments)
      .values({ name: 'Installation', menuSlug: 'installation', position: 99 })
      .returning({ id: departments.id });
    const [category] = await tx
      .insert(categories)
      .values({
        departmentId: department.id,
        name: 'Installation Supplies',
        slugUrl: 'installation-supplies',
        unit: 'Piece',
        uom: 'piece',
        image: '/media/categories/tile-flooring.svg',
      })
      .returning({ id: categories.id });
    let created = 0;
    for (const [kind, a] of Object.entries(ACCESSORIES) as Array<
      [AccessoryKind, (typeof ACCESSORIES)[AccessoryKind]]
    >) {
      const size = SIZES[kind];
      const brand = BRAND[kind];
      const [product] = await tx
        .insert(products)
        .values({
          hash: a.hash,
          name: a.name,
          description: `${brand}'s ${a.name.toLowerCase()}, the quantity the 3-D design's checklist calculates for its surfaces. Ships free nationwide within one to three weeks.`,
          brandId: brandId.get(brand)!,
          categoryId: category.id,
          colors: ['Grey'],
          finish: null,
          texture,
          searchText: [a.name, brand, 'Installation Supplies', kind].join(' '),
          defaultVendorPriceCents: size.cents,
        })
        .returning({ id: products.id });
      await tx.insert(productSizes).values({
        productId: product.id,
        widthSize: size.width,
        pattern: size.pattern,
        unit: size.unit,
        uom: size.uom,
        minQty: 1,
        vendorPriceCents: size.cents,
        position: 0,
      });
      created += 1;
    }
    return created;
  });
}
