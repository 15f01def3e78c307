import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { lotsOf } from './coin-ledger.repository.ts';

/**
 * The account's ledger as a test checks it: the sum of its coins, its newest balance, whether each entry's
 * balance follows the one before, and what its lots hold (spendable + expired-not-yet-written).
 */
export async function ledgerOf(db: Database, aiUserId: number) {
  const rows = rowsOf<{ id: number; kind: string; coins: number; balance: number }>(
    await db.execute(
      sql`select id, kind, coins, balance from ai_coin_entries where ai_user_id = ${aiUserId} order by id`,
    ),
  );
  let running = 0;
  let chained = true;
  for (const r of rows) {
    running += Number(r.coins);
    if (Number(r.balance) !== running) chained = false;
  }
  const lots = await lotsOf(db, aiUserId);
  return {
    entries: rows.map((r) => ({ kind: r.kind, coins: Number(r.coins), balance: Number(r.balance) })),
    sum: running,
    balance: rows.length ? Number(rows[rows.length - 1].balance) : 0,
    chained,
    inLots: lots.reduce((s, l) => s + l.remaining, 0),
  };
}

/** The sandbox provider's charges and refunds, as the provider's book records them. */
export async function providerBook(db: Database) {
  const rows = rowsOf<{
    kind: string;
    idempotency_key: string;
    charge_id: string | null;
    amount_cents: number;
  }>(
    await db.execute(sql`select kind, idempotency_key, charge_id, amount_cents from sandbox_operations
      where kind in ('charge', 'refund') and error_code is null order by created_at`),
  );
  return {
    charges: rows.filter((r) => r.kind === 'charge' && r.idempotency_key.startsWith('ai-coins:')),
    refunds: rows.filter((r) => r.kind === 'refund'),
  };
}
