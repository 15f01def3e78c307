// Jobs across nodes: each cron slot sends one job whatever the number of nodes (pg-boss), and the work a
// job does happens once even when several nodes run it at the same moment. The bench makes work for the
// payouts and renewals jobs, sends each job once per node (as three nodes' timers would), and counts the
// effects; mail is delivered to an SMTP sink of the bench's and counted there.
import PgBoss from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { api } from './clients.mjs';

/** The queues pg-boss's cron sends every minute (jobs/jobs.ts JOBS). */
const CRON_EVERY_MINUTE = [
  'mail-deliver',
  'chat-away-mail',
  'change-order-refunds',
  'ai-coins-reconcile',
  'ai-generations',
  'ai-pictures',
];

const PAYEES = ['contractor@demo.test', 'contractor2@demo.test', 'vendor@demo.test', 'designer@demo.test'];

/** An SMTP server that keeps every message it accepts (raw text). */
export async function smtpSink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => {
        raw += c;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    received,
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Payout accounts for the demo payees (sandbox: active at once) and the demo plan due for renewal. */
export async function makeJobWork(base, pool) {
  let accounts = 0;
  for (const email of PAYEES) {
    const login = await api(base, 'POST', '/api/login', { email, password: 'demo-pass-2026' });
    if (login.status !== 200) continue;
    const res = await api(
      base,
      'POST',
      '/api/payout_setup',
      {},
      { authorization: `Bearer ${login.json.data.token}` },
    );
    if (res.status === 200) accounts++;
  }
  // As if their hold had passed: the seeded orders' profit becomes available to pay out. The ledger is
  // append-only by trigger; a superuser's replica role skips triggers for this one test-setup statement.
  const c = await pool.connect();
  try {
    await c.query('begin');
    await c.query('set local session_replication_role = replica');
    await c.query(
      `update ledger_entries set available_at = now() - interval '1 minute' where available_at > now()`,
    );
    await c.query('commit');
  } catch (err) {
    await c.query('rollback');
    throw err;
  } finally {
    c.release();
  }
  const { rows } = await pool.query(
    `update subscriptions set current_period_end = now() - interval '1 minute'
       where kind = 'plan' and status = 'active' returning id, current_period_end`,
  );
  return {
    payoutAccounts: accounts,
    dueSubscriptions: rows.map((r) => ({ id: r.id, periodEnd: r.current_period_end })),
  };
}

/** Sends `queue`'s job `times` times at once (no singleton): as if every node's timer fired together. */
export async function sendJobs(directUrl, queues, times) {
  const boss = new PgBoss({ connectionString: directUrl, supervise: false, schedule: false, migrate: false });
  boss.on('error', () => {});
  await boss.start();
  const ids = [];
  for (const queue of queues)
    ids.push(...(await Promise.all(Array.from({ length: times }, () => boss.send(queue, {})))));
  await boss.stop({ graceful: false, wait: true });
  return ids;
}

/** Waits until the jobs `ids` are completed or failed (or `ms` passes); answers their states. */
export async function waitForJobs(pool, ids, ms = 120_000) {
  const until = Date.now() + ms;
  for (;;) {
    const { rows } = await pool.query(
      `select state, count(*)::int as n from pgboss.job where id = any($1::uuid[]) group by state`,
      [ids],
    );
    const states = Object.fromEntries(rows.map((r) => [r.state, r.n]));
    if ((states.completed ?? 0) + (states.failed ?? 0) === ids.length || Date.now() > until) return states;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** What the jobs did since `since`, and what they did twice. */
export async function jobFigures(pool, since, subscriptions, sent) {
  const q = async (text, values = []) => (await pool.query(text, values)).rows[0];
  // A slot is one (queue, time slot, key) of pg-boss's singletons (cron's send-it, the reconciler's 5 s
  // slots); a cron queue's own jobs are counted per minute. `sent`: the bench's own jobs, left out.
  const slots = await q(
    `select count(*)::int as slots, coalesce(sum(n - 1), 0)::int as extra_jobs from (
       select name, singleton_on, coalesce(singleton_key, '') as k, count(*) as n from pgboss.job
        where singleton_on is not null and created_on >= $1 group by 1, 2, 3) x`,
    [since],
  );
  // Each job of a minutely cron queue is sent by one send-it job (its created_on falls inside that send-it's
  // run): a send-it that sent twice, or a job no send-it sent, would be a job run twice.
  const perMinute = await q(
    `with r as (select id, name, created_on from pgboss.job
                 where created_on >= $1 and name = any($2::text[]) and not (id = any($3::uuid[]))),
          s as (select id, singleton_key as k, started_on, completed_on from pgboss.job
                 where name = '__pgboss__send-it' and completed_on >= $1)
     select (select count(*)::int from r) as jobs,
            (select count(*)::int from r where not exists (select 1 from s where s.k = r.name
               and r.created_on between s.started_on and s.completed_on)) as unmatched,
            (select coalesce(sum(n - 1), 0)::int from (select s.id, count(*) as n from s join r on r.name = s.k
               and r.created_on between s.started_on and s.completed_on group by s.id) x) as extra_jobs`,
    [since, CRON_EVERY_MINUTE, sent],
  );
  const reruns = await q(
    `select count(*)::int as n from pgboss.job where created_on >= $1 and retry_count > 0`,
    [since],
  );
  // The day's run as a whole: a payee is paid once a day, so a second bench the same day adds no payout.
  const payouts = await q(
    `with run as (select * from payouts where run_id = (select max(run_id) from payouts))
     select count(*)::int as payouts, coalesce(max(run_id), '-') as run_id,
            (select count(*)::int from sandbox_operations s join run on s.idempotency_key = run.idempotency_key
              where s.kind = 'transfer') as transfers,
            (select count(*)::int from sandbox_operations s where s.kind = 'transfer'
              and s.idempotency_key like 'payout:' || (select max(run_id) from payouts) || ':%') as transfer_ops,
            (select count(*)::int from (select user_id from run group by 1 having count(*) > 1) x) as doubles
       from run`,
  );
  const ids = subscriptions.map((s) => s.id);
  const renewals = await q(
    `select count(*)::int as invoices,
            count(*) filter (where status = 'paid')::int as paid,
            (select count(*)::int from sandbox_operations s join subscription_invoices i on s.idempotency_key like i.provider_key || '%'
               where i.subscription_id = any($1::int[]) and i.created_at >= $2 and s.kind = 'charge' and s.error_code is null) as charges,
            (select count(*)::int from (select subscription_id, period_start from subscription_invoices
               group by 1, 2 having count(*) > 1) x) as doubles
       from subscription_invoices where subscription_id = any($1::int[]) and created_at >= $2`,
    [ids, since],
  );
  const mail = await q(
    `select count(*)::int as queued, count(sent_at)::int as sent from outbox_mails where created_at >= $1`,
    [since],
  );
  // Every order of the run gets one receipt (its request's mailing, or the order-mails job after a kill).
  const receipts = await q(
    `select count(*)::int as orders, count(*) filter (where mailed_at is null)::int as unmailed,
            (select count(*)::int from outbox_mails where created_at >= $1
               and subject like 'Receipt for your order %') as receipts,
            (select count(*)::int from (select subject from outbox_mails where created_at >= $1
               and subject like 'Receipt for your order %' group by 1 having count(*) > 1) x) as doubles
       from orders where created_at >= $1`,
    [since],
  );
  return { slots, perMinute, reruns: reruns.n, payouts, renewals, mail, receipts };
}

/** Mails received more than once (same recipients and body): an at-least-once delivery after a crash. */
export function duplicateMails(received) {
  const seen = new Map();
  for (const m of received) {
    const body = m.raw.replace(/^(Message-ID|Date):.*$/gim, '');
    const key = `${m.to}\n${body}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
}
