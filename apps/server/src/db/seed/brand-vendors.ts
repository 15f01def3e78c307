import { splitFullName } from '@app/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';
import { brands, settings, users } from '../schema/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/** Marks the brand owners as seeded (once per database, also on a database seeded before this step existed). */
export const BRAND_VENDORS_MARKER = 'internal.seed.brand_vendors';
/** The demo accounts' lock (demo-accounts.ts): vendor accounts are demo accounts too. */
const SEED_LOCK = 727_002;

/** The two demo vendor logins (password `demo-pass-2026`) and the brands each one sells. */
export const DEMO_VENDORS = [
  {
    email: 'vendor@demo.test',
    fullName: 'Vera Vendor',
    brands: ['Arcadia Tile Co.', 'Larkspur Stone', 'Quarry Lane', 'Urbano'],
  },
  {
    email: 'vendor2@demo.test',
    fullName: 'Bay Fixtures Supply',
    brands: ['Foxglove Fixtures', 'Cortland & Reed', 'Juniper Bath', 'Pacific Crest'],
  },
] as const;

/** The vendor account of a brand no demo vendor sells: no password (it cannot sign in until reset). */
export const brandVendorEmail = (slug: string) => `vendor+${slug}@demo.test`;

type VendorAccount = { email: string; fullName: string; passwordHash: string | null };

/**
 * Gives every seeded brand a vendor account (`brands.vendor_user_id`): the demo vendors own theirs, every
 * other brand gets an account of its own named after it. Runs once per database after the catalogue; an
 * owner already set is kept, and an existing account with a demo email that is not a Vendor is never used.
 * Returns the number of brands given an owner.
 */
export async function seedBrandVendors(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [done] = await tx.select().from(settings).where(eq(settings.key, BRAND_VENDORS_MARKER));
    if (done) return 0;
    const rows = await tx.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands);
    if (rows.length === 0) return 0; // no catalogue yet: run again after it
    const passwordHash = await hashPassword(DEMO_PASSWORD);

    const ownerEmail = new Map<number, string>();
    const accounts: VendorAccount[] = DEMO_VENDORS.map((v) => ({ ...v, passwordHash }));
    for (const brand of rows) {
      const demo = DEMO_VENDORS.find((v) => (v.brands as readonly string[]).includes(brand.name));
      const email = demo?.email ?? brandVendorEmail(brand.slug);
      if (!demo) accounts.push({ email, fullName: brand.name, passwordHash: null });
      ownerEmail.set(brand.id, email);
    }

    const now = new Date();
    await tx
      .insert(users)
      .values(
        accounts.map((a) => {
          const { first_name, last_name } = splitFullName(a.fullName);
          return {
            type: 'Vendor',
            status: 'Active',
            fullName: a.fullName,
            firstName: first_name,
            lastName: last_name,
            email: a.email,
            passwordHash: a.passwordHash,
            phoneNumber: '4155550100',
            zipCode: '94105',
            emailVerifiedAt: now,
            agreedTermsAt: now,
          };
        }),
      )
      .onConflictDoNothing();
    const vendors = await tx
      .select({ id: users.id, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(eq(users.type, 'Vendor'));
    const vendorId = new Map(vendors.map((v) => [v.email, v.id]));

    let owned = 0;
    for (const [brandId, email] of ownerEmail) {
      const id = vendorId.get(email.toLowerCase());
      if (id === undefined) continue;
      const set = await tx
        .update(brands)
        .set({ vendorUserId: id })
        .where(and(eq(brands.id, brandId), isNull(brands.vendorUserId)))
        .returning({ id: brands.id });
      owned += set.length;
    }
    await tx.insert(settings).values({ key: BRAND_VENDORS_MARKER, value: now.toISOString() });
    return owned;
  });
}
