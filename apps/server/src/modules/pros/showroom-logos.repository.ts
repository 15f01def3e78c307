import { logoUrl } from '@app/domain/pros/showroom-logo';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { showroomLogos, showrooms } from '../../db/schema/index.ts';
import type { EncodedLogo } from './logo-image.ts';

/** Stores a showroom's logo (replacing any) and points `business_logo` at its URL, in one transaction. */
export async function saveShowroomLogo(db: Database, showroomId: number, logo: EncodedLogo): Promise<void> {
  const row = {
    sha256: logo.sha256,
    contentType: logo.contentType,
    bytes: logo.bytes,
    width: logo.width,
    height: logo.height,
    createdAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(showroomLogos)
      .values({ showroomId, ...row })
      .onConflictDoUpdate({ target: showroomLogos.showroomId, set: row });
    await tx
      .update(showrooms)
      .set({ businessLogo: logoUrl(logo.sha256) })
      .where(eq(showrooms.id, showroomId));
  });
}

/** Removes a showroom's logo: its stored bytes (if uploaded) and its `business_logo`. */
export async function removeShowroomLogo(db: Database, showroomId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(showroomLogos).where(eq(showroomLogos.showroomId, showroomId));
    await tx.update(showrooms).set({ businessLogo: null }).where(eq(showrooms.id, showroomId));
  });
}

/** The stored logo with this hash (any showroom's: equal hashes are equal bytes); null when none. */
export async function findLogoByHash(db: Database, sha256: string) {
  const [row] = await db
    .select({ bytes: showroomLogos.bytes, contentType: showroomLogos.contentType })
    .from(showroomLogos)
    .where(eq(showroomLogos.sha256, sha256))
    .limit(1);
  return row ?? null;
}
