import { LOGO_FIELD, LOGO_MESSAGES } from '@app/domain/pros/showroom-logo';
import type { ProShowroom } from '@app/domain/pros/showroom-settings';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type ObjectStore, objectKey } from '../../lib/object-store/object-store.ts';
import { deleteObjects, putThenRecord } from '../../lib/object-store/stored-objects.ts';
import { findShowroomOfPro } from '../showrooms/showrooms.repository.ts';
import { type EncodedLogo, encodeLogo } from './logo-image.ts';
import { removeShowroomLogo, SHOWROOM_LOGOS_KIND, saveShowroomLogo } from './showroom-logos.repository.ts';
import { readProShowroom } from './showroom-settings.service.ts';

async function showroomIdOf(db: Database, proId: number): Promise<number> {
  const showroom = await findShowroomOfPro(db, proId);
  if (!showroom) throw new AppError('not_found', 'You have no showroom yet.');
  return showroom.id;
}

/**
 * Keeps an encoded logo as the showroom's: its WebP put in the object store first (outside any transaction),
 * then the row naming it; the logo it replaces is deleted after commit, and a failed write deletes the new one.
 */
export async function storeShowroomLogo(
  db: Database,
  objects: ObjectStore,
  showroomId: number,
  { bytes, ...logo }: EncodedLogo,
): Promise<void> {
  const key = objectKey(SHOWROOM_LOGOS_KIND);
  const replaced = await putThenRecord(objects, [{ key, bytes, contentType: logo.contentType }], () =>
    saveShowroomLogo(db, showroomId, { ...logo, objectKey: key }),
  );
  await deleteObjects(objects, [replaced]);
}

/**
 * POST /api/pro/showroom/logo: checks the caller's upload (type by content, size, spec point 5's minimum),
 * stores the re-encoded copy and answers the showroom with its new `business_logo` URL.
 */
export async function uploadShowroomLogo(
  db: Database,
  objects: ObjectStore,
  proId: number,
  readUpload: () => Promise<Buffer>,
): Promise<ProShowroom> {
  const showroomId = await showroomIdOf(db, proId);
  const result = await encodeLogo(await readUpload());
  if (!result.ok) throw AppError.invalid(fieldError(LOGO_FIELD, LOGO_MESSAGES[result.problem]));
  await storeShowroomLogo(db, objects, showroomId, result.logo);
  return readProShowroom(db, proId);
}

/** DELETE /api/pro/showroom/logo: the showroom goes back to no logo (idempotent); its object goes after commit. */
export async function deleteShowroomLogo(
  db: Database,
  objects: ObjectStore,
  proId: number,
): Promise<ProShowroom> {
  await deleteObjects(objects, [await removeShowroomLogo(db, await showroomIdOf(db, proId))]);
  return readProShowroom(db, proId);
}
