import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designPhotos, designs } from '../../db/schema/index.ts';

/** A version's photo as it is kept: its WebP and thumbnail in the object store under these keys. */
export type NewPhoto = {
  designId: number;
  version: number;
  sha256: string;
  width: number;
  height: number;
  objectKey: string;
  thumbKey: string;
};

/**
 * Stores a version's photo, replacing the one it had: one row per version, however often it is sent. Answers
 * the keys of the replaced photo's objects, to delete once this commits. Called under the design's lock.
 */
export async function replacePhoto(tx: Database, photo: NewPhoto): Promise<(string | null)[]> {
  const { designId, version, ...picture } = photo;
  const ref = and(eq(designPhotos.designId, designId), eq(designPhotos.version, version));
  const [old] = await tx
    .select({ objectKey: designPhotos.objectKey, thumbKey: designPhotos.thumbKey })
    .from(designPhotos)
    .where(ref);
  await tx
    .insert(designPhotos)
    .values(photo)
    .onConflictDoUpdate({
      target: [designPhotos.designId, designPhotos.version],
      // A photo kept before the object store loses its bytes with it.
      set: { ...picture, bytes: null, thumbBytes: null, createdAt: sql`now()` },
    });
  return old ? [old.objectKey, old.thumbKey] : [];
}

/**
 * The photo of a version of one of the caller's designs, with where its bytes are (its objects' keys, or
 * for a photo kept before the object store its bytes); null when there is none or it is not theirs.
 */
export async function findPhoto(db: Database, userId: number, ref: { id: number; version: number }) {
  const [row] = await db
    .select({
      sha256: designPhotos.sha256,
      objectKey: designPhotos.objectKey,
      thumbKey: designPhotos.thumbKey,
      bytes: designPhotos.bytes,
      thumbBytes: designPhotos.thumbBytes,
    })
    .from(designPhotos)
    .innerJoin(designs, eq(designs.id, designPhotos.designId))
    .where(and(eq(designs.id, ref.id), eq(designs.userId, userId), eq(designPhotos.version, ref.version)));
  return row ?? null;
}

/** The keys of every photo of a design (to delete once the design is gone). */
export async function photoKeysOfDesign(db: Database, designId: number): Promise<(string | null)[]> {
  const rows = await db
    .select({ objectKey: designPhotos.objectKey, thumbKey: designPhotos.thumbKey })
    .from(designPhotos)
    .where(eq(designPhotos.designId, designId));
  return rows.flatMap((r) => [r.objectKey, r.thumbKey]);
}
