import { dailyPayoutRunId } from '@app/domain/payouts/schedule';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { ObjectStore } from '../lib/object-store/object-store.ts';
import { sweepObjects } from '../lib/object-store/objects-sweep.ts';
import { reconcileCoins } from '../modules/ai-coins/coin-reconcile.service.ts';
import { resumeGenerations } from '../modules/ai-design/generation-runner.ts';
import type { PictureProvider } from '../modules/ai-pictures/picture-provider.ts';
import { resumePictures } from '../modules/ai-pictures/picture-runner.ts';
import { finishChangeRefunds } from '../modules/estimates/change-refunds.service.ts';
import { queueNewOrderMails } from '../modules/orders/order-mails.ts';
import { RECONCILE_AFTER_MS, reconcilePayments } from '../modules/orders/reconcile.service.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { runPayouts } from '../modules/payouts/payout-run.service.ts';
import { sendAwayMails } from '../modules/project-chat/away-mail.service.ts';
import { pruneIdleGuestCarts } from '../modules/projects/projects.repository.ts';
import { runSubscriptionBilling } from '../modules/subscriptions/billing-run.service.ts';
import type { Mailer } from '../plugins/mailer.ts';
import { createBoss } from './boss.ts';

/** pg-boss's polling interval for the workers, in seconds. */
const POLLING_INTERVAL_SECONDS = 2;

/**
 * The jobs, by queue name. Each is scheduled by cron (pg-boss sends one job per slot, whatever the nodes),
 * except the reconciler: cron slots are a minute and pg-boss checks them every 30 s, too coarse for it, so
 * every process sends it every `everySeconds`, throttled to one job per slot across processes.
 */
export const JOBS = {
  /** Payouts: every hour under the day's run id (Los Angeles), so each payee is paid once a day. */
  payouts: { queue: 'payouts-run', cron: '5 * * * *' },
  /** Payment attempts and refunds a crash left pending: finished from the provider's record. */
  reconcile: { queue: 'payments-reconcile', everySeconds: 5 },
  /** New orders' receipts and vendor notices no request queued (its writer died; the reconciler's orders). */
  orderMails: { queue: 'order-mails', cron: '* * * * *' },
  /** Mails queued in the outbox that no request delivered (a crash between commit and delivery). */
  deliverMail: { queue: 'mail-deliver', cron: '* * * * *' },
  /** Guest carts idle for 30 days: deleted with their lines, once a night. */
  pruneCarts: { queue: 'carts-prune', cron: '30 3 * * *' },
  /** Subscription renewals, their retries, ends of canceled periods, stale subscribe attempts (decision 0014). */
  subscriptions: { queue: 'subscriptions-renew', cron: '*/10 * * * *' },
  /** Project chat: one mail per conversation to a member away for two minutes (issue 24). */
  awayMail: { queue: 'chat-away-mail', cron: '* * * * *' },
  /** Approved change orders whose removals a crash left unrefunded (issue 25 point 5). */
  changeRefunds: { queue: 'change-order-refunds', cron: '* * * * *' },
  /** AI coin purchases and refunds a crash left pending, and expired starter coins written off (issue 26). */
  aiCoins: { queue: 'ai-coins-reconcile', cron: '* * * * *' },
  /** AI designs nobody is running (queued past their grace, or a run whose process died): run, once each. */
  aiGenerations: { queue: 'ai-generations', cron: '* * * * *' },
  /** Styled AI pictures nobody is making (queued past their grace, or a run whose process died): made or failed, once each. */
  aiPictures: { queue: 'ai-pictures', cron: '* * * * *' },
  /** Uploaded objects no row names, older than an hour (a crash between put and commit): deleted (issue 27). */
  objectsSweep: { queue: 'objects-sweep', cron: '40 * * * *' },
} as const;

const TZ = 'America/Los_Angeles';

export type JobsOptions = {
  db: Database;
  payments: PaymentProvider;
  /** The image model of styled AI pictures (null or absent: off; open pictures are failed and released). */
  pictures?: PictureProvider | null;
  mailer: Pick<Mailer, 'flush'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Schedule the payout run (PAYOUT_SCHEDULE). */
  payouts: boolean;
  /** pg-boss's polling interval for the workers, in seconds (default 2). */
  pollingIntervalSeconds?: number;
  now?: () => Date;
  /** The app's public URL, for links in mails sent by jobs. */
  appUrl?: string;
  /** The uploads' object store: the objects sweep runs only with one. */
  objects?: ObjectStore;
};

/**
 * The longest a crashed payment attempt waits for the reconciler: its grace period, then up to two
 * throttle slots (a slot's job may have run just before the attempt became due; the next process tick can
 * fall one slot later), then a worker's poll.
 */
export function reconcilePickupWorstCaseMs(pollingIntervalSeconds = POLLING_INTERVAL_SECONDS): number {
  return RECONCILE_AFTER_MS + 2 * JOBS.reconcile.everySeconds * 1000 + pollingIntervalSeconds * 1000;
}

/** What each job does; exported for tests that run a job's work without the queue. */
export function jobHandlers(o: JobsOptions) {
  const now = o.now ?? (() => new Date());
  return {
    [JOBS.payouts.queue]: async () => {
      const runId = dailyPayoutRunId(now());
      const { payouts } = await runPayouts(o.db, o.payments, { runId, now: now() });
      const count = (status: string) => payouts.filter((p) => p.status === status).length;
      if (payouts.length > 0) {
        o.log.info(
          { runId, paid: count('paid'), failed: count('failed'), pending: count('pending') },
          'payout run',
        );
      }
    },
    [JOBS.orderMails.queue]: async () => {
      const mailed = await queueNewOrderMails(o.db, o.appUrl ?? '');
      if (mailed > 0) {
        o.log.info({ mailed }, 'new orders mailed');
        await o.mailer.flush();
      }
    },
    [JOBS.deliverMail.queue]: async () => {
      const sent = await o.mailer.flush({ all: true });
      if (sent > 0) o.log.info({ sent }, 'queued mails delivered');
    },
    [JOBS.pruneCarts.queue]: async () => {
      const pruned = await pruneIdleGuestCarts(o.db, now());
      if (pruned > 0) o.log.info({ pruned }, 'idle guest carts pruned');
    },
    [JOBS.subscriptions.queue]: async () => {
      const link = `${o.appUrl ?? ''}/pro/subscription`;
      const r = await runSubscriptionBilling({ db: o.db, payments: o.payments, now: now(), link });
      if (r.checkouts > 0 || Object.keys(r.renewals).length > 0) {
        o.log.info(r, 'subscriptions billed');
        await o.mailer.flush();
      }
    },
    [JOBS.awayMail.queue]: async () => {
      const told = await sendAwayMails(o.db, { now: now(), appUrl: o.appUrl ?? '' });
      if (told > 0) {
        o.log.info({ told }, 'chat away mails queued');
        await o.mailer.flush();
      }
    },
    [JOBS.changeRefunds.queue]: async () => {
      const finished = await finishChangeRefunds(o.db, o.payments, { appUrl: o.appUrl ?? '', now: now() });
      if (finished > 0) {
        o.log.info({ finished }, 'change order removals refunded');
        await o.mailer.flush();
      }
    },
    [JOBS.aiCoins.queue]: async () => {
      const r = await reconcileCoins(o.db, o.payments, { log: o.log, now: now() });
      if (Object.values(r).some((n) => n > 0)) o.log.info(r, 'AI coins reconciled');
    },
    [JOBS.aiGenerations.queue]: async () => {
      const ran = await resumeGenerations(o.db, { now, log: o.log });
      if (ran > 0) o.log.info({ ran }, 'AI generations resumed');
    },
    [JOBS.aiPictures.queue]: async () => {
      // A picture's maps and image live in the object store: without one there is nothing to run them with.
      if (!o.objects) return;
      const ran = await resumePictures(o.db, o.pictures ?? null, { now, log: o.log, objects: o.objects });
      if (ran > 0) o.log.info({ ran }, 'AI pictures resumed');
    },
    [JOBS.objectsSweep.queue]: async () => {
      if (!o.objects) return;
      const deleted = await sweepObjects(o.db, o.objects, now());
      if (Object.values(deleted).some((n) => n > 0)) o.log.info(deleted, 'unreferenced objects deleted');
    },
    [JOBS.reconcile.queue]: async () => {
      const r = await reconcilePayments(o.db, o.payments, { log: o.log, now: now() });
      if (r.completed + r.closed + r.orphansRefunded + r.refundsSent + r.waiting + r.failed > 0) {
        o.log.info(r, 'payments reconciled');
      }
    },
  };
}

/**
 * Starts pg-boss on the app's database with the queues, their schedules and one worker each. Any number
 * of processes may do this: a scheduled slot becomes one job, and a job is handed to one worker. A failed
 * job is retried by pg-boss; every job is idempotent. `stop()` waits for running jobs (call it before the
 * database closes).
 */
export async function startJobs(o: JobsOptions): Promise<{ boss: PgBoss; stop: () => Promise<void> }> {
  const boss = createBoss(o.db);
  boss.on('error', (err) => o.log.error({ err }, 'job queue error'));
  await boss.start();
  const handlers = jobHandlers(o);
  const scheduled: (typeof JOBS)[keyof typeof JOBS][] = [
    JOBS.orderMails,
    JOBS.deliverMail,
    JOBS.pruneCarts,
    JOBS.subscriptions,
    JOBS.awayMail,
    JOBS.changeRefunds,
    JOBS.aiCoins,
    JOBS.aiGenerations,
    JOBS.aiPictures,
    ...(o.payouts ? [JOBS.payouts] : []),
    ...(o.objects ? [JOBS.objectsSweep] : []),
  ];
  for (const job of Object.values(JOBS)) {
    await boss.createQueue(job.queue, {
      name: job.queue,
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 60,
    });
    await boss.work(
      job.queue,
      { pollingIntervalSeconds: o.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS },
      handlers[job.queue],
    );
    if ('cron' in job && scheduled.includes(job)) await boss.schedule(job.queue, job.cron, {}, { tz: TZ });
    else await boss.unschedule(job.queue);
  }
  const { queue, everySeconds } = JOBS.reconcile;
  const sendReconcile = () =>
    boss
      .sendThrottled(queue, {}, {}, everySeconds)
      .catch((err) => o.log.error({ err }, 'reconcile not sent'));
  const ticker = setInterval(sendReconcile, everySeconds * 1000);
  void sendReconcile();
  return {
    boss,
    stop: () => {
      clearInterval(ticker);
      return boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
