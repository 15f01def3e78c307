import { SHARE_MESSAGES } from '@app/domain/projects/share';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import { projectAccessOf, recordActivity } from '../projects/project-access.repository.ts';
import { projectSharedMail } from './share.mail.ts';
import { nameOf, shareWithPro, showroomProOf } from './share.repository.ts';

/**
 * GET /api/project/share_to_contractor/{projectId}: the owner shares the project with its showroom's pro,
 * who becomes a member and is told in /notification and by mail, once (sharing again changes nothing).
 */
export async function shareToContractor(db: Database, userId: number, projectId: number, appUrl: string) {
  const access = await projectAccessOf(db, projectId, userId);
  if (!access) throw new AppError('not_found');
  if (access.role !== 'owner') throw new AppError('forbidden', SHARE_MESSAGES.ownerOnly);
  const pro = await showroomProOf(db, projectId);
  if (!pro?.live || pro.status !== 'Active') {
    throw AppError.invalid({ project: [SHARE_MESSAGES.noShowroom] });
  }
  return db.transaction(async (tx) => {
    const { shared, at } = await shareWithPro(tx, projectId, pro.userId, userId);
    if (shared) {
      const ownerName = (await nameOf(tx, userId)) ?? 'A homeowner';
      const projectName = access.name || 'Untitled project';
      const link = `${appUrl}/pro/projects/${projectId}`;
      await addNotification(tx, pro.userId, {
        title: `${ownerName} shared a project with you`,
        body: projectName,
        link: `/pro/projects/${projectId}`,
      });
      await queueMail(tx, {
        to: pro.email,
        ...projectSharedMail({ proName: pro.name, ownerName, projectName, link }),
      });
      await recordActivity(tx, projectId, userId, 'shared_with_pro', { pro: pro.userId });
    }
    return {
      project_id: projectId,
      shared_at: at.toISOString(),
      pro: { user_id: pro.userId, name: pro.name, company_name: pro.companyName },
    };
  });
}
