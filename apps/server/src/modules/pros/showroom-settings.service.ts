import type { ProShowroom } from '@app/domain/pros/showroom-settings';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findShowroomOfPro, updateShowroomSettings } from '../showrooms/showrooms.repository.ts';

/** GET /api/pro/showroom: the caller's own showroom (never one named by the request). */
export async function readProShowroom(db: Database, proId: number): Promise<ProShowroom> {
  const showroom = await findShowroomOfPro(db, proId);
  if (!showroom) throw new AppError('not_found', 'You have no showroom yet.');
  return {
    vsd_id: showroom.vsdId,
    company_name: showroom.companyName,
    theme_color: showroom.themeColor,
    business_logo: showroom.businessLogo,
    live: showroom.live,
  };
}

/** PUT /api/pro/showroom: the name and the theme colour (which clients see with a qualifying subscription). */
export async function saveProShowroom(
  db: Database,
  proId: number,
  input: { company_name: string; theme_color: string | null },
): Promise<ProShowroom> {
  await readProShowroom(db, proId);
  await updateShowroomSettings(db, proId, { companyName: input.company_name, themeColor: input.theme_color });
  return readProShowroom(db, proId);
}
