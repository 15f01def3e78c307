import type { AiDesign } from '@app/domain/ai-design/contract';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiGenerations, type GenerationAsk } from '../../db/schema/index.ts';

export type GenerationRow = typeof aiGenerations.$inferSelect;

/** How long a claim holds: a generation still running after this was left by a process that died. */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;
/** Runs of one generation before it is failed for good (and its coins released). */
export const MAX_ATTEMPTS = 3;
/** Generations the account's list shows. */
export const LISTED_GENERATIONS = 20;

export type NewGeneration = {
  aiUserId: number;
  parentId: number | null;
  coins: number;
  holdId: number;
  showroom: string;
  budgetCents: number;
  ask: GenerationAsk;
  seed: number;
  idempotencyKey: string;
};

export async function insertGeneration(tx: Database, g: NewGeneration): Promise<GenerationRow> {
  const [row] = await tx.insert(aiGenerations).values(g).returning();
  return row!;
}

/** The account's generation (null for anyone else's: the route answers 404). */
export async function findGeneration(
  db: Database,
  aiUserId: number,
  id: number,
): Promise<GenerationRow | null> {
  const [row] = await db
    .select()
    .from(aiGenerations)
    .where(and(eq(aiGenerations.id, id), eq(aiGenerations.aiUserId, aiUserId)));
  return row ?? null;
}

/** The generation a retried request with the same key made. */
export async function generationByKey(
  db: Database,
  aiUserId: number,
  key: string,
): Promise<GenerationRow | null> {
  const [row] = await db
    .select()
    .from(aiGenerations)
    .where(and(eq(aiGenerations.aiUserId, aiUserId), eq(aiGenerations.idempotencyKey, key)));
  return row ?? null;
}

export async function listGenerations(db: Database, aiUserId: number): Promise<GenerationRow[]> {
  return db
    .select()
    .from(aiGenerations)
    .where(eq(aiGenerations.aiUserId, aiUserId))
    .orderBy(desc(aiGenerations.id))
    .limit(LISTED_GENERATIONS);
}

/**
 * Takes the generation to run it: a queued one, or one whose last claim has outlived its lease (its process
 * died). One conditional UPDATE, so of two processes only one gets it. The claim's time identifies this run:
 * finishing is conditional on it.
 */
export async function claimGeneration(db: Database, id: number, now: Date): Promise<GenerationRow | null> {
  const stale = new Date(now.getTime() - CLAIM_LEASE_MS);
  const [row] = await db
    .update(aiGenerations)
    .set({ status: 'running', claimedAt: now, attempts: sql`${aiGenerations.attempts} + 1` })
    .where(
      and(
        eq(aiGenerations.id, id),
        or(
          eq(aiGenerations.status, 'queued'),
          and(eq(aiGenerations.status, 'running'), lt(aiGenerations.claimedAt, stale)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Generations nobody is running: queued ones older than `queuedBefore`, and claims past their lease. */
export async function abandonedGenerations(db: Database, now: Date, queuedBefore: Date): Promise<number[]> {
  const stale = new Date(now.getTime() - CLAIM_LEASE_MS);
  const rows = await db
    .select({ id: aiGenerations.id })
    .from(aiGenerations)
    .where(
      or(
        and(eq(aiGenerations.status, 'queued'), lt(aiGenerations.createdAt, queuedBefore)),
        and(eq(aiGenerations.status, 'running'), lt(aiGenerations.claimedAt, stale)),
      ),
    )
    .orderBy(aiGenerations.id)
    .limit(50);
  return rows.map((r) => r.id);
}

/** The run's progress (only while this claim still holds it). */
export async function setProgress(db: Database, run: GenerationRow, progress: number): Promise<void> {
  await db
    .update(aiGenerations)
    .set({ progress })
    .where(and(eq(aiGenerations.id, run.id), eq(aiGenerations.claimedAt, run.claimedAt!)));
}

/**
 * Ends the run: its designs (succeeded) or its reason (failed). Conditional on the claim, so a run taken
 * over after its lease cannot finish twice; false when another run got there first.
 */
export async function finishGeneration(
  tx: Database,
  run: GenerationRow,
  end: { designs: AiDesign[] } | { error: string },
  now: Date,
): Promise<boolean> {
  const done = 'designs' in end;
  const rows = await tx
    .update(aiGenerations)
    .set({
      status: done ? 'succeeded' : 'failed',
      progress: 100,
      designs: done ? end.designs : null,
      error: done ? null : end.error,
      finishedAt: now,
    })
    .where(
      and(
        eq(aiGenerations.id, run.id),
        inArray(aiGenerations.status, ['queued', 'running']),
        run.claimedAt ? eq(aiGenerations.claimedAt, run.claimedAt) : sql`true`,
      ),
    )
    .returning({ id: aiGenerations.id });
  return rows.length === 1;
}

/** A generation's designs, whoever's (the runner reads a refinement's parent, which its request was checked to own). */
export async function designsOfGeneration(db: Database, id: number): Promise<AiDesign[] | null> {
  const [row] = await db
    .select({ designs: aiGenerations.designs })
    .from(aiGenerations)
    .where(eq(aiGenerations.id, id));
  return row?.designs ?? null;
}
