import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './db/seed/index.ts';
import { startJobs } from './jobs/jobs.ts';

/**
 * Starts the server: config, migrations, demo data (once), the jobs (payouts, payment reconciliation, mail,
 * cart pruning), listen; closes cleanly on SIGINT/SIGTERM.
 */
async function main() {
  const config = loadConfig();
  const database = await createDatabase(config);
  await migrateDatabase(database.db);
  const app = await buildApp({ config, db: database.db });
  if (config.seedDemo) await seedDemoData(app.db, app.log);
  const jobs = await startJobs({
    db: app.db,
    payments: app.payments,
    mailer: app.mailer,
    log: app.log,
    payouts: config.payoutSchedule,
    appUrl: config.appUrl,
  });
  // Running jobs finish before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'server closing after an error');
    else app.log.info({ signal }, 'server closing');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Remodel Market on ${config.appUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
