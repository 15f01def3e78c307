#!/usr/bin/env node
// The crash test of order placement (issue 9 B1): the real product on a throw-away PostgreSQL database,
// 20 homeowners placing orders (≥ 200) while the server process is killed with SIGKILL at random moments
// and started again. Ten homeowners retry every request left without an answer with the same
// Idempotency-Key once the server is back, as a client would; the other ten walk away from an unanswered
// order (a closed tab) and start a new cart, leaving it to the payments reconciler, which runs once at the
// end. It prints the orders, the
// provider's charges, the orphan charges refunded, the retries answered 409 (must be 0) and the charges
// without an order after reconciliation (must be 0), and exits non-zero when either is not 0.
// `node bench/payments-fault.mjs` (FAULT_ORDERS, FAULT_KILLS to change the amounts).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { throwawayDatabase } from './support/database.mjs';
import { api, registerHomeowner } from './support/homeowners.mjs';
import { root, startProduct } from './support/product-server.mjs';

const TARGET_ORDERS = Number(process.env.FAULT_ORDERS || 200);
const MIN_KILLS = Number(process.env.FAULT_KILLS || 3);
const CLIENTS = 20;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const database = await throwawayDatabase('bench_fault');
const dbName = database.name;
const dbUrl = database.url;
const env = { DATABASE_URL: dbUrl, PAYMENT_PROVIDER: 'sandbox', PAYOUT_SCHEDULE: 'false' };
const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
pool.on('error', () => {}); // an idle connection dropped by the final drop database
let server;
let failed = false;
try {
  server = await startProduct(env, { ms: 180_000 });
  const port = new URL(server.base).port;
  const base = server.base;
  const items = (
    await pool.query(`select p.hash from products p join brands b on b.id = p.brand_id
      join users u on u.id = b.vendor_user_id where u.email in ('vendor@demo.test', 'vendor2@demo.test')
      order by u.email, p.id limit 40`)
  ).rows;
  const cartBody = (i) => ({
    items: [items[i % 20], items[20 + (i % 20)]].map((p, n) => ({ product: p.hash, qty: 1 + n })),
    action: 'set',
    vsd_id: 'DEMO2026',
  });
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) clients.push(await registerHomeowner(base, i));

  // The server as a client sees it: `up` resolves once it answers again after a kill.
  let up = Promise.resolve();
  let kills = 0;
  let placed = 0;
  const stats = { requests: 0, unanswered: 0, walkedAway: 0, retries: 0, retried409: 0, statuses: {} };

  /**
   * A request until it is answered: a dropped connection waits for the server and sends it again. A
   * placement (`order`) counts its retries; with `walkAway` it is not sent again (null).
   */
  const untilAnswered = async (method, path, body, headers, order = { counted: false, walkAway: false }) => {
    for (let tries = 0; ; tries++) {
      await up;
      try {
        const res = await api(base, method, path, body, headers);
        if (tries > 0 && order.counted) {
          stats.retries++;
          if (res.status === 409) stats.retried409++;
        }
        return res;
      } catch {
        if (tries === 0 && order.counted) stats.unanswered++;
        if (order.walkAway) {
          stats.walkedAway++;
          return null;
        }
        await sleep(100);
      }
    }
  };

  const killer = (async () => {
    while (placed < TARGET_ORDERS || kills < MIN_KILLS) {
      await sleep(300 + Math.random() * 1700);
      let restarted;
      up = new Promise((r) => {
        restarted = r;
      });
      server.child.kill('SIGKILL');
      await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
      kills++;
      server = await startProduct({ ...env, SEED_DEMO: 'false' }, { ms: 180_000, port: Number(port) });
      restarted();
    }
  })();

  await Promise.all(
    clients.map(async (c, i) => {
      while (placed < TARGET_ORDERS || kills < MIN_KILLS) {
        const cart = await untilAnswered(
          'POST',
          '/api/projectCart/sync_to_bulk_cart',
          cartBody(i),
          c.headers,
        );
        if (cart.status !== 200) throw new Error(`cart refill ${cart.status} ${JSON.stringify(cart.json)}`);
        const headers = { ...c.headers, 'idempotency-key': randomUUID() };
        stats.requests++;
        const order = { counted: true, walkAway: i % 2 === 1 };
        const res = await untilAnswered(
          'POST',
          '/api/orders',
          { payment: { saved_card: true } },
          headers,
          order,
        );
        if (!res) continue;
        stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
        if (res.status === 201 || res.status === 200) placed++;
      }
    }),
  );
  await killer;
  await server.stop();

  const reconcile = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/jobs/reconcile-once.ts', '--older-than-ms', '0'],
    { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'error' }, encoding: 'utf8' },
  );
  if (reconcile.status !== 0) throw new Error(`reconciler: ${reconcile.stderr}`);
  const reconciled = JSON.parse(reconcile.stdout.trim().split('\n').at(-1));

  const {
    rows: [db],
  } = await pool.query(`select
      (select count(*)::int from orders) as orders,
      (select count(*)::int from sandbox_operations where kind = 'charge' and error_code is null) as charges,
      (select count(*)::int from payment_attempts where status = 'refunded') as orphans_refunded,
      (select count(*)::int from payment_attempts where status = 'pending') as attempts_pending,
      (select count(*)::int from sandbox_operations c where c.kind = 'charge' and c.error_code is null
         and not exists (select 1 from orders o where o.provider_charge_id = c.object_id)
         and coalesce((select sum(r.amount_cents) from sandbox_operations r
           where r.kind = 'refund' and r.charge_id = c.object_id), 0) < c.amount_cents) as charges_without_order,
      (select count(*)::int from (select order_id from ledger_entries where order_id is not null
         group by order_id having sum(amount_cents) <> 0) x) as unbalanced`);
  const ok =
    stats.retried409 === 0 && db.charges_without_order === 0 && db.unbalanced === 0 && kills >= MIN_KILLS;
  if (!ok) failed = true;
  console.log(
    `\npayments fault bench: ${CLIENTS} homeowners, ${stats.requests} placements (POST /api/orders), ` +
      `server killed with SIGKILL ${kills} times at random moments and restarted, PostgreSQL ${dbName}\n`,
  );
  console.log(
    `  placements left unanswered by a kill: ${stats.unanswered} (${stats.retries} retried with their key, ` +
      `${stats.walkedAway} walked away from)`,
  );
  console.log(`  answers by status: ${JSON.stringify(stats.statuses)}`);
  console.log(`  reconciler: ${JSON.stringify(reconciled)}`);
  console.log(`  orders: ${db.orders}`);
  console.log(`  charges at the provider: ${db.charges}`);
  console.log(`  orphan charges refunded: ${db.orphans_refunded}`);
  console.log(`  attempts still pending: ${db.attempts_pending}`);
  console.log(`  orders whose ledger does not sum to zero: ${db.unbalanced}`);
  console.log(
    `${stats.retried409 === 0 ? 'PASS' : 'FAIL'}  retries answered 409: ${stats.retried409} (must be 0)`,
  );
  console.log(
    `${db.charges_without_order === 0 ? 'PASS' : 'FAIL'}  charges without an order after reconciliation: ` +
      `${db.charges_without_order} (must be 0)`,
  );
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await pool.end();
  await server?.stop();
  await database.drop();
}
process.exit(failed ? 1 : 0);
