import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client.ts';
import { seedDemoAccounts } from './demo-accounts.ts';

/** Demo data of product.md, seeded once; safe to run again and from two processes at once. */
export async function seedDemoData(db: Database, log?: Pick<FastifyBaseLogger, 'info'>) {
  const created = await seedDemoAccounts(db);
  if (created) log?.info('demo accounts seeded (password demo-pass-2026)');
}
