import type { Database } from '../../db/client.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import { type ProjectAccess, projectPeople, recordActivity } from '../projects/project-access.repository.ts';
import { estimateSentMail } from './estimate.mail.ts';

/** The project page's estimates tab: the owner's, and the pro's and designers' in the portal. */
export const estimatesPage = (projectId: number, forOwner: boolean) =>
  `${forOwner ? '' : '/pro'}/projects/${projectId}?tab=estimates`;

const projectName = (access: ProjectAccess) => access.name.trim() || 'your project';

/**
 * A version was sent: the homeowner is told in /notification and by mail (queued in the sending transaction:
 * the outbox delivers it after commit), and the timeline says so (issue 25).
 */
export async function tellSent(
  tx: Database,
  access: ProjectAccess,
  sent: { senderId: number; estimateId: number; version: number; totalCents: number; appUrl: string },
) {
  const { senderId, version } = sent;
  const people = await projectPeople(tx, access.projectId);
  const sender = people.find((p) => p.userId === senderId)?.name || 'Your pro';
  await addNotification(tx, access.ownerId, {
    title: `${sender} sent you an estimate`,
    body: `${projectName(access)}: version ${version}`,
    link: estimatesPage(access.projectId, true),
  });
  const owner = people.find((p) => p.role === 'owner');
  if (owner?.email)
    await queueMail(tx, {
      to: owner.email,
      ...estimateSentMail({
        ownerName: owner.name || 'there',
        sender,
        projectName: projectName(access),
        version,
        totalCents: sent.totalCents,
        link: `${sent.appUrl}${estimatesPage(access.projectId, true)}`,
      }),
    });
  await recordActivity(tx, access.projectId, senderId, 'estimate_sent', {
    estimate_id: sent.estimateId,
    version,
  });
}

/** The homeowner declined: the project's pro and designers are told why, and the timeline keeps the reason. */
export async function tellDeclined(
  tx: Database,
  access: ProjectAccess,
  answer: { ownerId: number; estimateId: number; version: number; reason: string },
) {
  const people = await projectPeople(tx, access.projectId);
  const owner = people.find((p) => p.userId === answer.ownerId)?.name || 'The homeowner';
  for (const person of people) {
    if (person.role === 'owner') continue;
    await addNotification(tx, person.userId, {
      title: `${owner} declined the estimate`,
      body: `${projectName(access)}, version ${answer.version}: “${answer.reason}”`,
      link: estimatesPage(access.projectId, false),
    });
  }
  await recordActivity(tx, access.projectId, answer.ownerId, 'estimate_declined', {
    estimate_id: answer.estimateId,
    version: answer.version,
    reason: answer.reason,
  });
}

/** The homeowner approved (and paid): the project's pro and designers are told, and the timeline says so. */
export async function tellApproved(
  db: Database,
  access: ProjectAccess,
  answer: { ownerId: number; estimateId: number; version: number },
) {
  const people = await projectPeople(db, access.projectId);
  const owner = people.find((p) => p.userId === answer.ownerId)?.name || 'The homeowner';
  for (const person of people) {
    if (person.role === 'owner') continue;
    await addNotification(db, person.userId, {
      title: `${owner} approved the estimate`,
      body: `${projectName(access)}, version ${answer.version}`,
      link: estimatesPage(access.projectId, false),
    });
  }
  await recordActivity(db, access.projectId, answer.ownerId, 'estimate_approved', {
    estimate_id: answer.estimateId,
    version: answer.version,
  });
}

/**
 * A change in a room after approval drafted (or revised) a change order, sent to the homeowner at once: the
 * project's pro and designers are told, and the timeline says so, in the saving transaction.
 */
export async function tellChangeOrder(
  tx: Database,
  projectId: number,
  actorId: number,
  change: { parentId: number; extra: number },
) {
  const people = await projectPeople(tx, projectId);
  const actor = people.find((p) => p.userId === actorId)?.name || 'Someone';
  for (const person of people) {
    if (person.userId === actorId) continue;
    const owner = person.role === 'owner';
    await addNotification(tx, person.userId, {
      title: `${actor} changed an approved room`,
      body: owner
        ? `A change order to estimate #${change.parentId} is waiting for your approval.`
        : `A change order to estimate #${change.parentId} is waiting for the homeowner.`,
      link: estimatesPage(projectId, owner),
    });
  }
  await recordActivity(tx, projectId, actorId, 'change_order_sent', {
    estimate_id: change.parentId,
    extra_cents: change.extra,
  });
}
