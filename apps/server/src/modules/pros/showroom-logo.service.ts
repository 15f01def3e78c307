import { LOGO_FIELD, LOGO_MESSAGES } from '@app/domain/pros/showroom-logo';
import type { ProShowroom } from '@app/domain/pros/showroom-settings';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { findShowroomOfPro } from '../showrooms/showrooms.repository.ts';
import { encodeLogo } from './logo-image.ts';
import { removeShowroomLogo, saveShowroomLogo } from './showroom-logos.repository.ts';
import { readProShowroom } from './showroom-settings.service.ts';

async function showroomIdOf(db: Database, proId: number): Promise<number> {
  const showroom = await findShowroomOfPro(db, proId);
  if (!showroom) throw new AppError('not_found', 'You have no showroom yet.');
  return showroom.id;
}

/**
 * POST /api/pro/showroom/logo: checks the caller's upload (type by content, size, spec point 5's minimum),
 * stores the re-encoded copy and answers the showroom with its new `business_logo` URL.
 */
export async function uploadShowroomLogo(
  db: Database,
  proId: number,
  readUpload: () => Promise<Buffer>,
): Promise<ProShowroom> {
  const showroomId = await showroomIdOf(db, proId);
  const result = await encodeLogo(await readUpload());
  if (!result.ok) throw AppError.invalid(fieldError(LOGO_FIELD, LOGO_MESSAGES[result.problem]));
  await saveShowroomLogo(db, showroomId, result.logo);
  return readProShowroom(db, proId);
}

/** DELETE /api/pro/showroom/logo: the showroom goes back to no logo (idempotent). */
export async function deleteShowroomLogo(db: Database, proId: number): Promise<ProShowroom> {
  await removeShowroomLogo(db, await showroomIdOf(db, proId));
  return readProShowroom(db, proId);
}
