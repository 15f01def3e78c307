import { RUN_TRANSFERS_SHOWN, retryRunId } from '@app/domain/payouts/payout-runs';
import { eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';

export type RunRow = {
  runId: string;
  startedAt: Date;
  finishedAt: Date | null;
  paid: { count: number; cents: number };
  failed: { count: number; cents: number };
  pending: { count: number; cents: number };
};

type RunSql = {
  run_id: string;
  started_at: Date | string;
  finished_at: Date | string | null;
  paid_count: number | string;
  paid_cents: number | string;
  failed_count: number | string;
  failed_cents: number | string;
  pending_count: number | string;
  pending_cents: number | string;
};

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const tally = (count: number | string, cents: number | string) => ({
  count: Number(count),
  cents: Number(cents),
});

/** One page of payout runs, the latest started first, with their totals by outcome; and how many runs there are. */
export async function runsPage(db: Database, page: { limit: number; offset: number }) {
  const byStatus = (status: string) =>
    sql.raw(`count(*) filter (where status = '${status}') as ${status}_count,
    coalesce(sum(amount_cents) filter (where status = '${status}'), 0) as ${status}_cents`);
  const rows = rowsOf<RunSql>(
    await db.execute(sql`select run_id, min(created_at) as started_at,
        case when bool_or(status = 'pending') then null else max(completed_at) end as finished_at,
        ${byStatus('paid')}, ${byStatus('failed')}, ${byStatus('pending')}
      from payouts group by run_id
      order by min(created_at) desc, run_id desc
      limit ${page.limit} offset ${page.offset}`),
  );
  const [{ total }] = rowsOf<{ total: number | string }>(
    await db.execute(sql`select count(distinct run_id) as total from payouts`),
  );
  const runs: RunRow[] = rows.map((r) => ({
    runId: r.run_id,
    startedAt: date(r.started_at),
    finishedAt: r.finished_at == null ? null : date(r.finished_at),
    paid: tally(r.paid_count, r.paid_cents),
    failed: tally(r.failed_count, r.failed_cents),
    pending: tally(r.pending_count, r.pending_cents),
  }));
  return { runs, total: Number(total) };
}

export type TransferRow = {
  id: number;
  runId: string;
  userId: number;
  amountCents: number;
  status: 'pending' | 'paid' | 'failed';
  failureMessage: string | null;
  createdAt: Date;
  completedAt: Date | null;
  payee: { fullName: string; email: string; type: string };
  retry: { runId: string; status: 'pending' | 'paid' | 'failed' } | null;
};

type TransferSql = {
  id: number;
  run_id: string;
  user_id: number;
  amount_cents: number | string;
  status: TransferRow['status'];
  failure_message: string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
  full_name: string;
  email: string;
  type: string;
  retry_run_id: string | null;
  retry_status: TransferRow['status'] | null;
};

/**
 * The transfers of these runs with their payees: failed first, then pending, then paid, at most
 * RUN_TRANSFERS_SHOWN per run. A failed one carries the admin's retry of it (run `retry-<id>`) if it paid.
 * Never the destination account, the idempotency key or the provider's transfer id.
 */
export async function transfersOfRuns(db: Database, runIds: string[]): Promise<TransferRow[]> {
  if (runIds.length === 0) return [];
  const retryPrefix = retryRunId(0).slice(0, -1);
  const rows = rowsOf<TransferSql>(
    await db.execute(sql`select * from (
        select p.id, p.run_id, p.user_id, p.amount_cents, p.status, p.failure_message, p.created_at,
          p.completed_at, u.full_name, u.email, u.type, r.run_id as retry_run_id, r.status as retry_status,
          row_number() over (partition by p.run_id
            order by case p.status when 'failed' then 0 when 'pending' then 1 else 2 end, p.id) as n
        from payouts p
        join users u on u.id = p.user_id
        left join payouts r on p.status = 'failed' and r.run_id = ${retryPrefix}::text || p.id::text and r.user_id = p.user_id
        where p.run_id in ${runIds}
      ) t where n <= ${RUN_TRANSFERS_SHOWN} order by run_id, n`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    runId: r.run_id,
    userId: Number(r.user_id),
    amountCents: Number(r.amount_cents),
    status: r.status,
    failureMessage: r.failure_message,
    createdAt: date(r.created_at),
    completedAt: r.completed_at == null ? null : date(r.completed_at),
    payee: { fullName: r.full_name, email: r.email, type: r.type },
    retry: r.retry_run_id && r.retry_status ? { runId: r.retry_run_id, status: r.retry_status } : null,
  }));
}

/** A payout by id, or null. */
export async function findPayout(db: Database, id: number) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row ?? null;
}
