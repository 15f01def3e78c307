import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findShowroomOfPro } from '../showrooms/showrooms.repository.ts';

/** The caller's own showroom (the portal never takes one from the request); 404 when they have none. */
export async function showroomOf(db: Database, proId: number) {
  const showroom = await findShowroomOfPro(db, proId);
  if (!showroom) throw new AppError('not_found', 'You have no showroom yet.');
  return showroom;
}
