import type { Database } from '../../db/client.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import { projectPeople } from '../projects/project-access.repository.ts';
import { designerAnsweredMail } from './designer.mail.ts';
import { contactOf, projectNameById, type RequestRow } from './designer-requests.repository.ts';

/** The designer's page in the pro portal, where requests are answered. */
export const DESIGNER_INBOX_PAGE = '/pro/designer-requests';

/** Each person's page of a project: the owner's, and the pro's in their portal. */
const projectPage = (role: 'owner' | 'pro', projectId: number) =>
  role === 'owner' ? `/projects/${projectId}` : `/pro/projects/${projectId}`;

/**
 * The designer answered: the owner is told in /notification and by mail (in the answering transaction), the
 * project's pro in /notification; on a decline, the reason goes with it.
 */
export async function tellOfAnswer(
  tx: Database,
  request: RequestRow,
  answer: { accepted: boolean; reason: string; appUrl: string },
) {
  const people = await projectPeople(tx, request.projectId);
  const designer = await contactOf(tx, request.designerId);
  const designerName = designer?.name ?? 'The designer';
  const title = answer.accepted
    ? `${designerName} joined your project`
    : `${designerName} declined your request to design the project`;
  const project = (await projectNameById(tx, request.projectId)) || 'Untitled project';
  for (const person of people) {
    if (person.userId === request.designerId || person.role === 'designer') continue;
    await addNotification(tx, person.userId, {
      title,
      body: answer.reason ? `${project}: “${answer.reason}”` : project,
      link: projectPage(person.role, request.projectId),
    });
    if (person.role !== 'owner') continue;
    const owner = await contactOf(tx, person.userId);
    if (!owner) continue;
    await queueMail(tx, {
      to: owner.email,
      ...designerAnsweredMail({
        ownerName: owner.name,
        designerName,
        projectName: project,
        accepted: answer.accepted,
        reason: answer.reason,
        link: `${answer.appUrl}${projectPage('owner', request.projectId)}`,
      }),
    });
  }
}

/** The project let the designer go, or withdrew its request: they are told in /notification. */
export async function tellDesigner(tx: Database, designerId: number, title: string, projectName: string) {
  await addNotification(tx, designerId, { title, body: projectName, link: DESIGNER_INBOX_PAGE });
}
