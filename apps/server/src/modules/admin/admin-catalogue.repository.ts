import type { AdminBrandsQuery, AdminProductsQuery } from '@app/domain/admin/catalogue';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, categories, products, users, vendorApplications } from '../../db/schema/index.ts';
import { likeEscape } from '../showrooms/showrooms.repository.ts';

type Page = { limit: number; offset: number };
const containing = (q: string) => `%${likeEscape(q.toLowerCase())}%`;

/** The vendor as the admin knows it: the company it registered with, else the account's name. */
const vendorName = sql<string | null>`coalesce(${vendorApplications.companyName}, ${users.fullName})`;

export type ModerationRow = { moderatedAt: Date | null; reason: string | null };

/* ---------- products ---------- */

const productColumns = {
  id: products.id,
  hash: products.hash,
  name: products.name,
  category: categories.name,
  brandId: brands.id,
  brandName: brands.name,
  brandModerated: sql<boolean>`${brands.moderatedAt} is not null`,
  vendorId: brands.vendorUserId,
  vendorName,
  listed: products.listed,
  hiddenAt: products.hiddenAt,
  moderatedAt: products.moderatedAt,
  reason: products.moderationReason,
  createdAt: products.createdAt,
};

function productsWhere(f: Omit<AdminProductsQuery, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  // Any part of the name (trigram index on lower(name)), or the product's hash exactly.
  if (f.q) conditions.push(or(sql`lower(${products.name}) like ${containing(f.q)}`, eq(products.hash, f.q))!);
  if (f.brand_id) conditions.push(eq(products.brandId, f.brand_id));
  if (f.vendor_id) conditions.push(eq(brands.vendorUserId, f.vendor_id));
  if (f.listed !== undefined) conditions.push(eq(products.listed, f.listed));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const productsFrom = (db: Database) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(users, eq(users.id, brands.vendorUserId))
    .leftJoin(vendorApplications, eq(vendorApplications.userId, brands.vendorUserId));
export type AdminProductRow = Awaited<ReturnType<typeof productsFrom>>[number];

/** One page of the products matching the filters, newest first, and how many match in all. */
export async function productsPage(db: Database, f: AdminProductsQuery, page: Page) {
  const where = productsWhere(f);
  const [{ n }] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where);
  const rows = await productsFrom(db)
    .where(where)
    .orderBy(desc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(n) };
}

export async function findAdminProduct(db: Database, id: number): Promise<AdminProductRow | null> {
  const [row] = await productsFrom(db).where(eq(products.id, id));
  return row ?? null;
}

/** The product's moderation, its row locked for the rest of the transaction; null when there is none. */
export async function lockProductModeration(tx: Database, id: number) {
  const [row] = await tx
    .select({ moderatedAt: products.moderatedAt, reason: products.moderationReason, listed: products.listed })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Hides (a reason) or shows (null) the product for the admin. A product already hidden keeps its first
 * moderation time. `listed` follows by trigger (migration 0022); never written here.
 */
export async function setProductModeration(tx: Database, id: number, reason: string | null) {
  await tx
    .update(products)
    .set(
      reason === null
        ? { moderatedAt: null, moderationReason: null }
        : { moderatedAt: sql`coalesce(${products.moderatedAt}, now())`, moderationReason: reason },
    )
    .where(eq(products.id, id));
}

/* ---------- brands ---------- */

const productCount = (listedOnly: boolean) =>
  sql<number>`(select count(*)::int from ${products} p where p.brand_id = ${brands.id}${listedOnly ? sql` and p.listed` : sql``})`;

const brandColumns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  vendorId: brands.vendorUserId,
  vendorName,
  products: productCount(false),
  listedProducts: productCount(true),
  moderatedAt: brands.moderatedAt,
  reason: brands.moderationReason,
};
const brandsFrom = (db: Database) =>
  db
    .select(brandColumns)
    .from(brands)
    .leftJoin(users, eq(users.id, brands.vendorUserId))
    .leftJoin(vendorApplications, eq(vendorApplications.userId, brands.vendorUserId));
export type AdminBrandRow = Awaited<ReturnType<typeof brandsFrom>>[number];

/** One page of the brands whose name contains `q`, by name, and how many match in all. */
export async function brandsPage(db: Database, f: AdminBrandsQuery, page: Page) {
  const where = f.q ? sql`lower(${brands.name}) like ${containing(f.q)}` : undefined;
  const [{ n }] = await db.select({ n: count() }).from(brands).where(where);
  const rows = await brandsFrom(db)
    .where(where)
    .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(n) };
}

export async function findAdminBrand(db: Database, id: number): Promise<AdminBrandRow | null> {
  const [row] = await brandsFrom(db).where(eq(brands.id, id));
  return row ?? null;
}

export async function lockBrandModeration(tx: Database, id: number): Promise<ModerationRow | null> {
  const [row] = await tx
    .select({ moderatedAt: brands.moderatedAt, reason: brands.moderationReason })
    .from(brands)
    .where(eq(brands.id, id))
    .for('update');
  return row ?? null;
}

/** Hides (a reason) or shows (null) the brand; its products' `listed` follows by trigger (migration 0022). */
export async function setBrandModeration(tx: Database, id: number, reason: string | null) {
  await tx
    .update(brands)
    .set(
      reason === null
        ? { moderatedAt: null, moderationReason: null }
        : { moderatedAt: sql`coalesce(${brands.moderatedAt}, now())`, moderationReason: reason },
    )
    .where(eq(brands.id, id));
}
