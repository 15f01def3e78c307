import type { Database } from '../client.ts';
import { seedAccessories } from './accessories.ts';
import { seedBrandVendors } from './brand-vendors.ts';
import { seedCatalog } from './catalog/index.ts';
import { seedSamples } from './catalog/samples.ts';
import { seedShowroomPricing } from './catalog/showroom-pricing.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedMirrors } from './mirrors.ts';
import { seedOrderHistory } from './order-history.ts';

/** Where seeding reports: a line per step, and the catalogue's progress (batches of 1,000 products). */
export type SeedReport = {
  info: (message: string) => void;
  progress?: (done: number, total: number) => void;
};

/** What one run created (all zero when the demo data was already there). */
export type SeedSummary = {
  accounts: boolean;
  products: number;
  brands: number;
  supplies: number;
  orders: number;
};

/** Demo data of product.md, seeded once; safe to run again and from two processes at once. */
export async function seedDemoData(
  db: Database,
  report?: SeedReport,
  /**
   * `products`: a smaller catalogue (tests), the full one by default. `orderHistory: false` leaves out the
   * past orders (their charges are the sandbox provider's: a Stripe deployment could not refund them).
   */
  opts: { products?: number; orderHistory?: boolean } = {},
): Promise<SeedSummary> {
  const accounts = await seedDemoAccounts(db);
  if (accounts) report?.info('demo accounts seeded (password demo-pass-2026)');
  const started = Date.now();
  const catalogue = await seedCatalog(db, { onProgress: report?.progress, products: opts.products });
  if (catalogue) report?.info(`catalogue seeded: ${catalogue} products in ${Date.now() - started} ms`);
  const brands = await seedBrandVendors(db);
  if (brands)
    report?.info(
      `brand vendors seeded: ${brands} brands (vendor@demo.test, vendor2@demo.test, one per other brand)`,
    );
  const supplies = await seedAccessories(db);
  if (supplies) report?.info(`installation supplies seeded: ${supplies} products`);
  const mirrors = await seedMirrors(db);
  if (mirrors) report?.info(`bathroom mirrors seeded: ${mirrors} products`);
  const samples = await seedSamples(db);
  if (samples) report?.info(`samples offered: ${samples} tiles and slabs`);
  await seedShowroomPricing(db);
  const historyStarted = Date.now();
  const orders = opts.orderHistory === false ? 0 : await seedOrderHistory(db);
  if (orders)
    report?.info(`demo order history seeded: ${orders} orders in ${Date.now() - historyStarted} ms`);
  return { accounts, products: catalogue + supplies + mirrors, brands, supplies, orders };
}
