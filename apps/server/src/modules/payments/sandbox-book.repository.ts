import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxOperations } from '../../db/schema/index.ts';
import { IdempotencyKeyReused } from './payment-errors.ts';

export type OperationKind = 'charge' | 'refund' | 'transfer' | 'account';

/** What the sandbox did under one idempotency key: the object it made, or the refusal it answered. */
export type Operation = {
  kind: OperationKind;
  fingerprint: string;
  objectId: string | null;
  /** For a refund, the charge it refunds. */
  chargeId: string | null;
  amountCents: number | null;
  /** A decline code: the key answers the same refusal again. */
  errorCode: string | null;
};

export type Outcome = Pick<Operation, 'objectId' | 'chargeId' | 'amountCents' | 'errorCode'>;

/** What an operation may read while it holds its lock: the refunds of a charge so far. */
export type BookView = { refundedCents(chargeId: string): Promise<number> };

/**
 * Where the sandbox keeps what it did, as a provider keeps it on its side: each operation once per
 * idempotency key (a retry with the same parameters gets the stored outcome, other parameters are refused
 * like Stripe refuses them). Operations under the same `lockOn` run one at a time.
 */
export interface SandboxBook {
  once(
    op: { key: string; kind: OperationKind; fingerprint: string; lockOn: string },
    work: (view: BookView) => Promise<Outcome>,
  ): Promise<Outcome>;
  find(key: string): Promise<Operation | null>;
}

function replay(hit: Operation, fingerprint: string): Outcome {
  if (hit.fingerprint !== fingerprint) throw new IdempotencyKeyReused();
  return hit;
}

/** In this process's memory: for unit tests and a provider without a database. */
export class MemoryBook implements SandboxBook {
  private readonly ops = new Map<string, Operation>();
  private readonly queues = new Map<string, Promise<unknown>>();

  async find(key: string) {
    return this.ops.get(key) ?? null;
  }

  once(
    op: { key: string; kind: OperationKind; fingerprint: string; lockOn: string },
    work: (view: BookView) => Promise<Outcome>,
  ): Promise<Outcome> {
    const run = async () => {
      const hit = this.ops.get(op.key);
      if (hit) return replay(hit, op.fingerprint);
      const outcome = await work({
        refundedCents: async (chargeId) =>
          [...this.ops.values()]
            .filter((o) => o.kind === 'refund' && o.chargeId === chargeId && !o.errorCode)
            .reduce((sum, o) => sum + (o.amountCents ?? 0), 0),
      });
      this.ops.set(op.key, { kind: op.kind, fingerprint: op.fingerprint, ...outcome });
      return outcome;
    };
    const before = this.queues.get(op.lockOn) ?? Promise.resolve();
    const next = before.then(run, run);
    this.queues.set(
      op.lockOn,
      next.catch(() => {}),
    );
    return next;
  }
}

const toOperation = (row: typeof sandboxOperations.$inferSelect): Operation => ({
  kind: row.kind as OperationKind,
  fingerprint: row.fingerprint,
  objectId: row.objectId,
  chargeId: row.chargeId,
  amountCents: row.amountCents,
  errorCode: row.errorCode,
});

/**
 * In the database (table sandbox_operations), so a restart forgets nothing: each operation written once
 * under its key (a refund in a transaction under an advisory lock on its charge). Never called inside the application's
 * transactions (provider calls happen after commit), so it never waits on them.
 */
export class DatabaseBook implements SandboxBook {
  constructor(private readonly db: Database) {}

  async find(key: string) {
    const [row] = await this.db
      .select()
      .from(sandboxOperations)
      .where(eq(sandboxOperations.idempotencyKey, key));
    return row ? toOperation(row) : null;
  }

  /**
   * A refund reads what was refunded before it, so it runs in a transaction under an advisory lock on its
   * charge. Anything else depends on nothing stored: it is worked out, then written in one statement that
   * keeps the first write under the key (a concurrent or repeated call gets that one back).
   */
  async once(
    op: { key: string; kind: OperationKind; fingerprint: string; lockOn: string },
    work: (view: BookView) => Promise<Outcome>,
  ): Promise<Outcome> {
    if (op.kind === 'refund') return this.lockedOnce(op, work);
    const outcome = await work({ refundedCents: async () => 0 });
    const [written] = await this.db
      .insert(sandboxOperations)
      .values({ idempotencyKey: op.key, kind: op.kind, fingerprint: op.fingerprint, ...outcome })
      .onConflictDoNothing()
      .returning({ key: sandboxOperations.idempotencyKey });
    if (written) return outcome;
    const hit = await this.find(op.key);
    if (!hit) throw new Error(`sandbox operation ${op.key} vanished`);
    return replay(hit, op.fingerprint);
  }

  private lockedOnce(
    op: { key: string; kind: OperationKind; fingerprint: string; lockOn: string },
    work: (view: BookView) => Promise<Outcome>,
  ): Promise<Outcome> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox:${op.lockOn}`}))`);
      const [hit] = await tx
        .select()
        .from(sandboxOperations)
        .where(eq(sandboxOperations.idempotencyKey, op.key));
      if (hit) return replay(toOperation(hit), op.fingerprint);
      const outcome = await work({
        refundedCents: async (chargeId) => {
          const [row] = await tx
            .select({ sum: sql<string>`coalesce(sum(${sandboxOperations.amountCents}), 0)` })
            .from(sandboxOperations)
            .where(
              and(
                eq(sandboxOperations.kind, 'refund'),
                eq(sandboxOperations.chargeId, chargeId),
                isNull(sandboxOperations.errorCode),
              ),
            );
          return Number(row?.sum ?? 0);
        },
      });
      await tx.insert(sandboxOperations).values({
        idempotencyKey: op.key,
        kind: op.kind,
        fingerprint: op.fingerprint,
        ...outcome,
      });
      return outcome;
    });
  }
}
