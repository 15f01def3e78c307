import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designPhotos, designs } from '../../db/schema/index.ts';

export type StoredPhoto = Omit<typeof designPhotos.$inferSelect, 'createdAt'>;

/** Stores a version's photo, replacing the one it had: one row per version, however often it is sent. */
export async function upsertPhoto(tx: Database, photo: StoredPhoto): Promise<void> {
  const { designId, version, ...picture } = photo;
  await tx
    .insert(designPhotos)
    .values(photo)
    .onConflictDoUpdate({
      target: [designPhotos.designId, designPhotos.version],
      set: { ...picture, createdAt: sql`now()` },
    });
}

/** The photo of a version of one of the caller's designs; null when there is none or it is not theirs. */
export async function findPhoto(
  db: Database,
  userId: number,
  ref: { id: number; version: number },
): Promise<StoredPhoto | null> {
  const [row] = await db
    .select({
      designId: designPhotos.designId,
      version: designPhotos.version,
      sha256: designPhotos.sha256,
      width: designPhotos.width,
      height: designPhotos.height,
      bytes: designPhotos.bytes,
      thumbBytes: designPhotos.thumbBytes,
    })
    .from(designPhotos)
    .innerJoin(designs, eq(designs.id, designPhotos.designId))
    .where(and(eq(designs.id, ref.id), eq(designs.userId, userId), eq(designPhotos.version, ref.version)));
  return row ?? null;
}
