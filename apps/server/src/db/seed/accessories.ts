import type { Texture } from '@app/domain/catalog/texture';
import { ACCESSORIES, type AccessoryKind } from '@app/domain/room/accessories';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client.ts';
import { brands, categories, departments, productSizes, products } from '../schema/index.ts';
import { CATALOG_LOCK } from './catalog/index.ts';

/** Who sells each accessory: the tile brand for setting materials, the flooring brand for the rest. */
const BRAND: Record<AccessoryKind, string> = {
  grout: 'Arcadia Tile Co.',
  thinset: 'Arcadia Tile Co.',
  underlayment: 'Elmwood Floors',
  transition: 'Elmwood Floors',
  sinkCutOut: 'Granite Peak',
};

const SIZES: Record<
  AccessoryKind,
  { pattern: string; width: string | null; unit: string; uom: string; cents: number }
> = {
  grout: { pattern: '25 lb Bag', width: null, unit: 'Bag', uom: 'bag', cents: 2498 },
  thinset: { pattern: '50 lb Bag', width: null, unit: 'Bag', uom: 'bag', cents: 3248 },
  underlayment: { pattern: '100 sq ft Roll', width: null, unit: 'Roll', uom: 'roll', cents: 4499 },
  transition: { pattern: '36 in', width: '36', unit: 'Piece', uom: 'piece', cents: 2798 },
  // What a fabricator charges for an undermount cut-out with its edge polished (a flat fee per sink).
  sinkCutOut: { pattern: 'Per Sink', width: null, unit: 'Piece', uom: 'piece', cents: 19500 },
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
 * accessory under its fixed hash, sold by the catalogue's brands. Runs after the catalogue; an accessory added
 * later (the sink cut-out) is added to a catalogue seeded before it.
 */
export async function seedAccessories(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Two processes seeding at once: the second waits here, then finds these products made.
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
    const brandRows = await tx.select({ id: brands.id, name: brands.name }).from(brands);
    const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
    if (!brandId.has(BRAND.grout) || !brandId.has(BRAND.transition)) return 0;
    const have = new Set(
      (
        await tx
          .select({ hash: products.hash })
          .from(products)
          .where(
            inArray(
              products.hash,
              Object.values(ACCESSORIES).map((a) => a.hash),
            ),
          )
      ).map((r) => r.hash),
    );
    const missing = (
      Object.entries(ACCESSORIES) as Array<[AccessoryKind, (typeof ACCESSORIES)[AccessoryKind]]>
    ).filter(([kind, a]) => !have.has(a.hash) && brandId.has(BRAND[kind]));
    if (missing.length === 0) return 0;
    const categoryId = await suppliesCategory(tx);
    let created = 0;
    for (const [kind, a] of missing) {
      const size = SIZES[kind];
      const brand = BRAND[kind];
      const [product] = await tx
        .insert(products)
        .values({
          hash: a.hash,
          name: a.name,
          description:
            kind === 'sinkCutOut'
              ? `${brand}'s fabricators cut the opening for one sink into the countertop slab and polish its edge; the 3-D design's checklist adds one per sink cut into a countertop it bills.`
              : `${brand}'s ${a.name.toLowerCase()}, the quantity the 3-D design's checklist calculates for its surfaces. Ships free nationwide within one to three weeks.`,
          brandId: brandId.get(brand)!,
          categoryId,
          colors: ['Grey'],
          finish: null,
          texture,
          searchText: [a.name, brand, 'Installation Supplies', kind].join(' '),
          defaultVendorPriceCents: size.cents,
        })
        .onConflictDoNothing({ target: products.hash })
        .returning({ id: products.id });
      if (!product) continue;
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

/** The 'Installation Supplies' category (under its own 'Installation' department), made the first time. */
async function suppliesCategory(tx: Transaction): Promise<number> {
  const [existing] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slugUrl, 'installation-supplies'));
  if (existing) return existing.id;
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
  return category.id;
}
