#!/usr/bin/env node
// Faults under load on the rig (issue 27 point 5), loopback only, bounded in time. It starts the rig through
// scripts/rig (PostgreSQL primary + replica, PgBouncer, s3rver, 3 API nodes, nginx), then:
//  1. 20 homeowners place orders through nginx, each under an Idempotency-Key sent again unchanged after a
//     network error or a 5xx, while one API node is SIGKILLed every 10 s and started again;
//  2. the payouts and renewals jobs are sent once per node at the same moment (as three timers would) with
//     work to do; mail goes to an SMTP sink of the bench's;
//  3. the replica is stopped (reads keep being served) and started again (it streams again);
//  4. a token revoked on one node is refused on all; the login throttle counts across nodes; chat messages
//     reach followers on every node;
//  5. the payments reconciler runs once; then orders = charges = ledger, 0 orphan charge, 0 double, retries
//     never refused, jobs once.
// Prints a table and exits 1 on any violation. `node bench/rig-faults.mjs [--seconds=120] [--kill-every=10]`
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { startRig } from '../scripts/rig/start-rig.mjs';
import { demoProducts, registerHomeowners } from './rig/clients.mjs';
import { chatAcrossNodes, loginThrottle, tokenRevocation } from './rig/cluster-checks.mjs';
import {
  duplicateMails,
  jobFigures,
  makeJobWork,
  sendJobs,
  smtpSink,
  waitForJobs,
} from './rig/job-figures.mjs';
import { answeredKeysFigures, moneyFigures } from './rig/money-figures.mjs';
import { ordersUnderKills } from './rig/orders-under-kills.mjs';
import { replicaOutage } from './rig/replica-outage.mjs';
import { root } from './support/product-server.mjs';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 120);
const KILL_EVERY_S = arg('kill-every', 10);
const HOMEOWNERS = 20;
const log = (line) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${line}`);

const rows = [];
/** One line of the result table; `ok` false makes the run fail. */
const figure = (name, value, ok = true, rule = '') => rows.push({ name, value: String(value), ok, rule });

const sink = await smtpSink();
let rig;
let pool;
try {
  rig = await startRig({ env: { SMTP_URL: sink.url, LOG_LEVEL: 'warn' }, log });
  const direct = rig.primary.url('market');
  pool = new pg.Pool({ connectionString: direct, max: 3 });
  pool.on('error', () => {});
  const since = (await pool.query('select now() as t')).rows[0].t;
  log(`rig up at ${rig.url}; registering ${HOMEOWNERS} homeowners through nginx`);
  const clients = await registerHomeowners(rig.url, HOMEOWNERS);
  const products = await demoProducts(pool);
  const work = await makeJobWork(rig.url, pool);
  log(
    `job work: ${work.payoutAccounts} payout accounts, ${work.dueSubscriptions.length} plan(s) due for renewal`,
  );

  log(`orders for ${SECONDS} s, a node SIGKILLed every ${KILL_EVERY_S} s`);
  const jobIds = await sendJobs(direct, ['payouts-run', 'subscriptions-renew'], rig.nodes.length);
  const orders = await ordersUnderKills(rig, clients, products, {
    ms: SECONDS * 1000,
    killEveryMs: KILL_EVERY_S * 1000,
    log,
  });
  const jobStates = await waitForJobs(pool, jobIds);

  log('replica: stop, reads for 10 s, start');
  const outage = await replicaOutage(rig, { ms: 10_000 });

  log('cluster checks: token revocation, login throttle, chat');
  const token = await tokenRevocation(rig, clients[0].email, 'bench-pass-2026');
  const throttle = await loginThrottle(rig);
  const chat = await chatAcrossNodes(rig, pool, clients.slice(0, 3));

  log('payments reconciler, once');
  const reconcile = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/jobs/reconcile-once.ts', '--older-than-ms', '0'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: direct, PAYMENT_PROVIDER: 'sandbox', LOG_LEVEL: 'error' },
      encoding: 'utf8',
    },
  );
  if (reconcile.status !== 0) throw new Error(`reconciler: ${reconcile.stderr}`);
  const reconciled = reconcile.stdout.trim().split('\n').at(-1);

  // Mail: let every order be mailed (order-mails) and the outbox drain (mail-deliver): each job runs every minute.
  for (const until = Date.now() + 150_000; Date.now() < until; ) {
    const { rows: r } = await pool.query(
      `select (select count(*)::int from outbox_mails where sent_at is null and created_at >= $1)
            + (select count(*)::int from orders where mailed_at is null and created_at >= $1) as n`,
      [since],
    );
    if (r[0].n === 0) break;
    await new Promise((res) => setTimeout(res, 2000));
  }

  const userIds = clients.map((c) => c.id);
  const money = await moneyFigures(pool, userIds);
  const keys = await answeredKeysFigures(pool, userIds, orders.keys);
  const jobs = await jobFigures(pool, since, work.dueSubscriptions, jobIds);
  const dupMails = duplicateMails(sink.received);
  const k = orders.killer;

  figure('placements (POST /api/orders, one key each)', orders.placements);
  figure('answers by status', JSON.stringify(orders.statuses));
  figure(
    'node kills (SIGKILL) / restarts',
    `${k.kills} / ${k.restarts}`,
    k.kills >= Math.min(3, SECONDS / KILL_EVERY_S / 3),
  );
  figure(
    'node restart to healthy, median ms',
    k.restartMs.sort((a, b) => a - b)[Math.floor(k.restartMs.length / 2)] ?? '-',
  );
  figure('retries with the same key', orders.retries);
  figure('retries refused', orders.retriesRefused, orders.retriesRefused === 0, 'must be 0');
  figure('reconciler', reconciled);
  figure(
    'orders',
    money.orders,
    money.orders === orders.ordersAnswered,
    `= answered ${orders.ordersAnswered}`,
  );
  figure('charges at the provider', money.charges, money.charges === money.orders, '= orders');
  figure(
    'orders with a ledger',
    money.orders_with_ledger,
    money.orders_with_ledger === money.orders,
    '= orders',
  );
  figure(
    'orders whose ledger does not sum to 0',
    money.ledger_unbalanced,
    money.ledger_unbalanced === 0,
    'must be 0',
  );
  figure(
    'orphan charges after reconciliation',
    money.orphan_charges,
    money.orphan_charges === 0,
    'must be 0',
  );
  figure(
    'orders without a charge',
    money.orders_without_charge,
    money.orders_without_charge === 0,
    'must be 0',
  );
  const doubles =
    money.double_orders_per_charge + money.double_attempts_per_key + money.double_attempts_per_order;
  figure('doubles (orders per charge, attempts per key or order)', doubles, doubles === 0, 'must be 0');
  figure(
    'answered keys -> orders',
    `${keys.keys_with_order} keys, ${keys.distinct_orders} orders`,
    keys.keys_with_order === keys.answered && keys.distinct_orders === keys.answered,
    `= ${keys.answered}`,
  );
  figure(
    'attempts pending / refunded',
    `${money.attempts_pending} / ${money.attempts_refunded}`,
    money.attempts_pending === 0,
    'pending must be 0',
  );
  figure(
    'cron slots / extra jobs in a slot',
    `${jobs.slots.slots} / ${jobs.slots.extra_jobs}`,
    jobs.slots.extra_jobs === 0,
    'extra must be 0',
  );
  figure(
    'minutely cron jobs / sent twice by a slot / sent by no slot',
    `${jobs.perMinute.jobs} / ${jobs.perMinute.extra_jobs} / ${jobs.perMinute.unmatched}`,
    jobs.perMinute.extra_jobs === 0 && jobs.perMinute.unmatched === 0,
    'must be 0 / 0',
  );
  figure('jobs re-run after a crash (retry_count > 0)', jobs.reruns);
  figure(
    'payouts/renewals jobs sent x nodes: states',
    JSON.stringify(jobStates),
    (jobStates.completed ?? 0) === jobIds.length,
  );
  const po = jobs.payouts;
  figure(
    `payouts of ${po.run_id}: paid / transfers / doubles`,
    `${po.payouts} / ${po.transfers} / ${po.doubles}`,
    po.doubles === 0 && po.transfers === po.payouts && po.transfer_ops === po.payouts,
    'one transfer a payee',
  );
  figure(
    'renewal invoices / paid / charges / doubles',
    `${jobs.renewals.invoices} / ${jobs.renewals.paid} / ${jobs.renewals.charges} / ${jobs.renewals.doubles}`,
    jobs.renewals.doubles === 0 &&
      jobs.renewals.charges === jobs.renewals.paid &&
      jobs.renewals.invoices === work.dueSubscriptions.length,
    `${work.dueSubscriptions.length} due: one invoice, one charge each`,
  );
  figure(
    'mails queued / sent / received by SMTP',
    `${jobs.mail.queued} / ${jobs.mail.sent} / ${sink.received.length}`,
    jobs.mail.sent === jobs.mail.queued && sink.received.length >= jobs.mail.sent,
    'all sent, all received',
  );
  figure(
    'orders / receipts queued / unmailed / receipts twice',
    `${jobs.receipts.orders} / ${jobs.receipts.receipts} / ${jobs.receipts.unmailed} / ${jobs.receipts.doubles}`,
    jobs.receipts.receipts === jobs.receipts.orders &&
      jobs.receipts.unmailed === 0 &&
      jobs.receipts.doubles === 0,
    'one receipt per order',
  );
  figure(
    'mails received twice (at-least-once after a kill)',
    dupMails,
    dupMails <= k.kills * 5,
    `<= kills x batch (${k.kills * 5})`,
  );
  figure(
    'replica down: reads / 5xx / other errors',
    `${outage.requests} / ${outage.server_errors} / ${outage.network_errors}`,
    outage.server_errors === 0 && outage.network_errors === 0,
    'must be 0 errors',
  );
  figure('replica streaming again after start', outage.streamingAgain, outage.streamingAgain !== 'none');
  figure(
    'revoked token: /authuser per node before / after',
    `${token.before.join(',')} / ${token.after.join(',')}`,
    token.ok,
    'after all 401',
  );
  figure(
    'login throttle: 429 at attempt (one node / spread / nginx)',
    `${throttle.oneNode} / ${throttle.spread} / ${throttle.viaNginx}`,
    throttle.ok,
    'equal',
  );
  figure(
    'chat: followers x messages, missing',
    `${chat.followers} x ${chat.messages}, ${chat.missing}`,
    chat.ok,
    'must be 0 missing',
  );
} catch (err) {
  figure('run', err.stack ?? String(err), false);
} finally {
  await pool?.end();
  await rig?.stop();
  await sink.close();
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log(
  `\nrig fault bench: ${HOMEOWNERS} homeowners, ${SECONDS} s of orders, a node killed every ${KILL_EVERY_S} s\n`,
);
for (const r of rows)
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(width)}  ${r.value}${r.rule ? `  (${r.rule})` : ''}`,
  );
const failed = rows.filter((r) => !r.ok).length;
console.log(failed ? `\n${failed} violation(s)` : '\nno violation');
process.exit(failed ? 1 : 0);
