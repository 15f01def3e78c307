import { logoUrl } from '@app/domain/pros/showroom-logo';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { showroomLogos, showrooms } from '../../db/schema/index.ts';

/** objectKey's kind of showroom logos: their folder in the object store. */
export const SHOWROOM_LOGOS_KIND = 'showroom-logos';

/** A logo's row: its WebP is already in the object store under `objectKey`. */
export type StoredLogo = {
  sha256: string;
  contentType: string;
  width: number;
  height: number;
  objectKey: string;
};

/**
 * Names a showroom's logo (replacing any) and points `business_logo` at its URL, in one transaction. Answers
 * the object key the replaced row named, for the caller to delete after commit (null: none, or kept bytes).
 */
export async function saveShowroomLogo(db: Database, showroomId: number, logo: StoredLogo) {
  const row = { ...logo, bytes: null, createdAt: new Date() };
  return db.transaction(async (tx) => {
    const [replaced] = await tx
      .select({ key: showroomLogos.objectKey })
      .from(showroomLogos)
      .where(eq(showroomLogos.showroomId, showroomId))
      .for('update');
    await tx
      .insert(showroomLogos)
      .values({ showroomId, ...row })
      .onConflictDoUpdate({ target: showroomLogos.showroomId, set: row });
    await tx
      .update(showrooms)
      .set({ businessLogo: logoUrl(logo.sha256) })
      .where(eq(showrooms.id, showroomId));
    return replaced?.key ?? null;
  });
}

/**
 * Removes a showroom's logo row and its `business_logo`; answers the object key the row named (the caller
 * deletes it after commit), null when there was none.
 */
export async function removeShowroomLogo(db: Database, showroomId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(showroomLogos)
      .where(eq(showroomLogos.showroomId, showroomId))
      .returning({ key: showroomLogos.objectKey });
    await tx.update(showrooms).set({ businessLogo: null }).where(eq(showrooms.id, showroomId));
    return gone?.key ?? null;
  });
}

/**
 * Where the stored logo with this hash is (any showroom's: equal hashes are equal bytes): its object's key, or
 * the bytes of a row kept from before the object store; null when none.
 */
export async function findLogoByHash(db: Database, sha256: string) {
  const [row] = await db
    .select({ key: showroomLogos.objectKey, bytes: showroomLogos.bytes })
    .from(showroomLogos)
    .where(eq(showroomLogos.sha256, sha256))
    .limit(1);
  return row ?? null;
}
