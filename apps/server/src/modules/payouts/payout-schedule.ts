import { dailyPayoutRunId } from '@app/domain/payouts/schedule';
import type { FastifyBaseLogger } from 'fastify';
import type { PayoutRun } from './payout-run.service.ts';

export type PayoutScheduleOptions = {
  /** Runs the payouts under a run id (runPayouts bound to the database and the provider). */
  run: (runId: string) => Promise<PayoutRun>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often to look (default hourly); the day's run id makes every look after the first pay only what is new. */
  everyMs?: number;
  /** The first look after start (default one minute, so a start is not slowed down). */
  firstAfterMs?: number;
  now?: () => Date;
};

/**
 * The automatic payout run: every `everyMs` it runs the payouts under the day's run id (America/Los_Angeles),
 * so each contractor is paid its available balance once a day, whatever the number of server nodes (the run
 * is idempotent per run id and contractor). One look at a time per process; a failure is logged and the next
 * look tries again. `stop()` clears the timers (on server close).
 */
export function startPayoutSchedule({
  run,
  log,
  everyMs = 60 * 60_000,
  firstAfterMs = 60_000,
  now = () => new Date(),
}: PayoutScheduleOptions) {
  let running = false;
  let logged = '';
  const tick = async () => {
    if (running) return;
    running = true;
    const runId = dailyPayoutRunId(now());
    try {
      const { payouts } = await run(runId);
      const count = (status: string) => payouts.filter((p) => p.status === status).length;
      const summary = { runId, paid: count('paid'), failed: count('failed'), pending: count('pending') };
      // The day's run answers all of its payouts each time: log only when something changed.
      if (payouts.length > 0 && JSON.stringify(summary) !== logged) log.info(summary, 'scheduled payout run');
      logged = JSON.stringify(summary);
    } catch (err) {
      log.error({ err, runId }, 'scheduled payout run failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, firstAfterMs);
  const every = setInterval(tick, everyMs);
  first.unref();
  every.unref();
  return {
    tick,
    stop: () => {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
