import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiGenerations, aiPictures } from '../../db/schema/index.ts';

/** How long a claim holds: past the image model's longest timeout (120 s, config.ts) and the storing after. */
export const PICTURE_LEASE_MS = 3 * 60 * 1000;
/** Runs of one picture before it is failed for good (and its coins released). */
export const MAX_PICTURE_ATTEMPTS = 3;

/** A picture as the API describes it: every column but the bytes. */
const described = {
  id: aiPictures.id,
  aiUserId: aiPictures.aiUserId,
  generationId: aiPictures.generationId,
  designIndex: aiPictures.designIndex,
  status: aiPictures.status,
  coins: aiPictures.coins,
  holdId: aiPictures.holdId,
  error: aiPictures.error,
  attempts: aiPictures.attempts,
  claimedAt: aiPictures.claimedAt,
  createdAt: aiPictures.createdAt,
};
export type PictureRow = {
  [K in keyof typeof described]: (typeof aiPictures.$inferSelect)[K];
};
/** The maps a picture is made from: their objects' keys, or for a picture recorded before the store the bytes. */
const mapColumns = {
  depthKey: aiPictures.depthKey,
  edgesKey: aiPictures.edgesKey,
  depth: aiPictures.depth,
  edges: aiPictures.edges,
};
/** A claimed run: the picture and where the maps it is made from are. */
export type PictureRun = PictureRow & {
  depthKey: string | null;
  edgesKey: string | null;
  depth: Buffer | null;
  edges: Buffer | null;
};

/** A picture to record, its maps already in the object store under these keys. */
export type NewPicture = {
  aiUserId: number;
  generationId: number;
  designIndex: number;
  coins: number;
  holdId: number;
  depthKey: string;
  edgesKey: string;
  idempotencyKey: string;
};

export async function insertPicture(tx: Database, p: NewPicture): Promise<PictureRow> {
  const [row] = await tx.insert(aiPictures).values(p).returning(described);
  return row!;
}

/** The picture a retried request with the same key made. */
export async function pictureByKey(db: Database, aiUserId: number, key: string): Promise<PictureRow | null> {
  const [row] = await db
    .select(described)
    .from(aiPictures)
    .where(and(eq(aiPictures.aiUserId, aiUserId), eq(aiPictures.idempotencyKey, key)));
  return row ?? null;
}

/** The newest picture of the account's design (null: none, or not the account's). */
export async function latestPicture(
  db: Database,
  aiUserId: number,
  generationId: number,
  designIndex: number,
): Promise<PictureRow | null> {
  const [row] = await db
    .select(described)
    .from(aiPictures)
    .where(
      and(
        eq(aiPictures.aiUserId, aiUserId),
        eq(aiPictures.generationId, generationId),
        eq(aiPictures.designIndex, designIndex),
      ),
    )
    .orderBy(desc(aiPictures.id))
    .limit(1);
  return row ?? null;
}

/**
 * The account's made picture by id, with where its WebP is (its object's key, or for a picture made before
 * the object store its bytes); null for anyone else's, or one not made.
 */
export async function pictureImage(db: Database, aiUserId: number, id: number) {
  const [row] = await db
    .select({ key: aiPictures.imageKey, bytes: aiPictures.image, sha256: aiPictures.sha256 })
    .from(aiPictures)
    .where(and(eq(aiPictures.id, id), eq(aiPictures.aiUserId, aiUserId), eq(aiPictures.status, 'succeeded')));
  return row?.sha256 ? { ...row, sha256: row.sha256 } : null;
}

/**
 * Takes the picture to make it: a queued one, or one whose claim outlived its lease (its process died). One
 * conditional UPDATE, so of two processes only one gets it; finishing is conditional on this claim's time.
 */
export async function claimPicture(db: Database, id: number, now: Date): Promise<PictureRun | null> {
  const stale = new Date(now.getTime() - PICTURE_LEASE_MS);
  const [row] = await db
    .update(aiPictures)
    .set({ status: 'running', claimedAt: now, attempts: sql`${aiPictures.attempts} + 1` })
    .where(
      and(
        eq(aiPictures.id, id),
        or(
          eq(aiPictures.status, 'queued'),
          and(eq(aiPictures.status, 'running'), lt(aiPictures.claimedAt, stale)),
        ),
      ),
    )
    .returning({ ...described, ...mapColumns });
  return row ?? null;
}

/** Pictures nobody is making: queued ones older than `queuedBefore`, and claims past their lease. */
export async function abandonedPictures(db: Database, now: Date, queuedBefore: Date): Promise<number[]> {
  const stale = new Date(now.getTime() - PICTURE_LEASE_MS);
  const rows = await db
    .select({ id: aiPictures.id })
    .from(aiPictures)
    .where(
      or(
        and(eq(aiPictures.status, 'queued'), lt(aiPictures.createdAt, queuedBefore)),
        and(eq(aiPictures.status, 'running'), lt(aiPictures.claimedAt, stale)),
      ),
    )
    .orderBy(aiPictures.id)
    .limit(20);
  return rows.map((r) => r.id);
}

/** A made picture: its WebP's object key, hash and size. */
export type StoredPicture = { imageKey: string; sha256: string; width: number; height: number };

/**
 * Ends the run: its WebP (succeeded) or its reason (failed), the maps dropped either way (their objects are
 * deleted after commit). Conditional on the claim, so a run taken over after its lease cannot finish twice;
 * false when another got there first.
 */
export async function finishPicture(
  tx: Database,
  run: PictureRow,
  end: { picture: StoredPicture } | { error: string },
  now: Date,
): Promise<boolean> {
  const stored = 'picture' in end ? end.picture : null;
  const rows = await tx
    .update(aiPictures)
    .set({
      status: stored ? 'succeeded' : 'failed',
      imageKey: stored?.imageKey ?? null,
      sha256: stored?.sha256 ?? null,
      width: stored?.width ?? null,
      height: stored?.height ?? null,
      error: 'error' in end ? end.error : null,
      depth: null,
      edges: null,
      depthKey: null,
      edgesKey: null,
      finishedAt: now,
    })
    .where(
      and(
        eq(aiPictures.id, run.id),
        inArray(aiPictures.status, ['queued', 'running']),
        run.claimedAt ? eq(aiPictures.claimedAt, run.claimedAt) : sql`true`,
      ),
    )
    .returning({ id: aiPictures.id });
  return rows.length === 1;
}

/** The design's `picture_url` in its generation (aiDesignSchema), so the generation's view shows it. */
export async function setDesignPicture(
  tx: Database,
  generationId: number,
  designIndex: number,
  url: string,
): Promise<void> {
  await tx
    .update(aiGenerations)
    .set({
      designs: sql`jsonb_set(${aiGenerations.designs}, ARRAY[${String(designIndex)}, 'picture_url'], to_jsonb(${url}::text))`,
    })
    .where(and(eq(aiGenerations.id, generationId), sql`jsonb_typeof(${aiGenerations.designs}) = 'array'`));
}
