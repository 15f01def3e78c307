// The rig's one-off database setup: migrations and the demo data, once, on the primary directly (before any
// API node starts, so the nodes never race to seed). Run: node --import tsx scripts/rig/migrate-seed.ts
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/index.ts';

const config = loadConfig();
const database = await createDatabase(config);
try {
  let started = Date.now();
  await migrateDatabase(database.db);
  console.log(`migrated in ${Date.now() - started} ms`);
  started = Date.now();
  // The demo's past orders were paid through the sandbox, as `npm start` seeds them.
  const summary = await seedDemoData(database.db, undefined, {
    orderHistory: config.paymentProvider === 'sandbox',
  });
  console.log(`seeded in ${Date.now() - started} ms: ${JSON.stringify(summary)}`);
} finally {
  await database.close();
}
