import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './db/seed/index.ts';
import { startJobs } from './jobs/jobs.ts';
import { onTerminal, terminalLoggerOptions } from './lib/logger.ts';
import { databaseLabel, logReport, seconds, terminalReport } from './lib/startup-report.ts';

/**
 * Starts the server: config, migrations, demo data (once), the jobs (payouts, payment reconciliation, mail,
 * cart pruning), listen; closes cleanly on SIGINT/SIGTERM. On a developer's terminal it reports its phases as
 * lines and logs requests as short lines; elsewhere it logs JSON (lib/startup-report.ts, lib/logger.ts).
 */
async function main() {
  const config = loadConfig();
  const terminal = onTerminal(config, process.stdout);
  const database = await createDatabase(config);
  let started = Date.now();
  await migrateDatabase(database.db);
  const migrated = `${databaseLabel(config)}, schema up to date (${seconds(Date.now() - started)})`;
  const app = await buildApp({
    config,
    db: database.db,
    logger: terminal ? terminalLoggerOptions(config, process.stdout) : undefined,
  });
  const report = terminal ? terminalReport(process.stdout) : logReport(app.log);
  report.phase('migrate', migrated);
  // Which store holds uploads (never its keys): every node of a deployment should name the same one.
  report.phase('uploads', app.objects.label);
  if (config.seedDemo) {
    started = Date.now();
    // The demo's past orders were paid through the sandbox: only a sandbox deployment can refund them.
    const orderHistory = config.paymentProvider === 'sandbox';
    report.seeded(await seedDemoData(app.db, report.seed, { orderHistory }), Date.now() - started);
  }
  const jobs = await startJobs({
    db: app.db,
    payments: app.payments,
    pictures: app.pictures,
    mailer: app.mailer,
    log: app.log,
    payouts: config.payoutSchedule,
    appUrl: config.appUrl,
    objects: app.objects,
  });
  // Running jobs finish before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  // On SIGTERM the node first reports itself not ready (GET /api/health/ready → 503) for DRAIN_SECONDS, so
  // the proxy stops sending; then closes: Fastify answers what is in flight, then the jobs, then the pools.
  closeWithGrace({ delay: config.drainSeconds * 1000 + 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'server closing after an error');
    else app.log.info({ signal, drainSeconds: config.drainSeconds }, 'server draining');
    app.drain.begin();
    if (!err && config.drainSeconds > 0) await sleep(config.drainSeconds * 1000);
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  report.ready(config);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
