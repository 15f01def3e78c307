import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';

export type BrandOwner = { id: number; name: string; slug: string; vendorUserId: number | null };

const ownerColumns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  vendorUserId: brands.vendorUserId,
};

/** The brands with these slugs (a brand's identity), with their owners. */
export async function brandsBySlug(db: Database, slugs: readonly string[]): Promise<BrandOwner[]> {
  if (slugs.length === 0) return [];
  return db
    .select(ownerColumns)
    .from(brands)
    .where(inArray(brands.slug, [...slugs]));
}

/**
 * Creates the brand for the vendor unless its slug exists (the unique slug decides a race): the new id, or
 * null when a brand of that slug was there first. Its logo is the generated wordmark (/media/brands).
 */
export async function createBrand(
  tx: Database,
  brand: { name: string; slug: string; vendorUserId: number },
): Promise<number | null> {
  const [row] = await tx
    .insert(brands)
    .values({ ...brand, logo: `/media/brands/${brand.slug}.webp` })
    .onConflictDoNothing({ target: brands.slug })
    .returning({ id: brands.id });
  return row?.id ?? null;
}

/** Hands a brand nobody owns to the vendor, once: false when it has an owner (meanwhile). */
export async function assignUnownedBrand(tx: Database, brandId: number, vendorUserId: number) {
  const rows = await tx
    .update(brands)
    .set({ vendorUserId })
    .where(and(eq(brands.id, brandId), isNull(brands.vendorUserId)))
    .returning({ id: brands.id });
  return rows.length > 0;
}

/** A vendor's brands, by name. */
export function brandsOfVendor(db: Database, vendorUserId: number) {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.vendorUserId, vendorUserId))
    .orderBy(asc(brands.name), asc(brands.id));
}
