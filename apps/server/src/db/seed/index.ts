import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client.ts';
import { seedAccessories } from './accessories.ts';
import { seedBrandVendors } from './brand-vendors.ts';
import { seedCatalog } from './catalog/index.ts';
import { seedShowroomPricing } from './catalog/showroom-pricing.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedMirrors } from './mirrors.ts';

/** Demo data of product.md, seeded once; safe to run again and from two processes at once. */
export async function seedDemoData(db: Database, log?: Pick<FastifyBaseLogger, 'info'>) {
  const created = await seedDemoAccounts(db);
  if (created) log?.info('demo accounts seeded (password demo-pass-2026)');
  const started = Date.now();
  const products = await seedCatalog(db);
  if (products) log?.info(`catalogue seeded: ${products} products in ${Date.now() - started} ms`);
  const owned = await seedBrandVendors(db);
  if (owned)
    log?.info(
      `brand vendors seeded: ${owned} brands (vendor@demo.test, vendor2@demo.test, one per other brand)`,
    );
  const supplies = await seedAccessories(db);
  if (supplies) log?.info(`installation supplies seeded: ${supplies} products`);
  const mirrors = await seedMirrors(db);
  if (mirrors) log?.info(`bathroom mirrors seeded: ${mirrors} products`);
  await seedShowroomPricing(db);
}
