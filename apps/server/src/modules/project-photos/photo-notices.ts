import type { Database } from '../../db/client.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import { projectPeople } from '../projects/project-access.repository.ts';

/** A person's page of a project: the owner's, or the portal's for the pro and designers. */
export const projectPageOf = (role: 'owner' | 'pro' | 'designer', projectId: number, tab: string) =>
  `${role === 'owner' ? '/projects' : '/pro/projects'}/${projectId}?tab=${tab}`;

/**
 * Something new in a project for its other people to see (issue 24 point 7): one notification each in
 * /notification, linked to the project's tab where it is, in the writing transaction.
 */
export async function tellProjectPeople(
  tx: Database,
  news: { projectId: number; projectName: string; by: number; title: string; tab: string },
) {
  for (const person of await projectPeople(tx, news.projectId)) {
    if (person.userId === news.by) continue;
    await addNotification(tx, person.userId, {
      title: news.title,
      body: news.projectName || 'Untitled project',
      link: projectPageOf(person.role, news.projectId, news.tab),
    });
  }
}

/** Photos of the space added: "Ann Lee added 3 photos of the space". */
export const tellOfPhotos = (
  tx: Database,
  news: { projectId: number; projectName: string; by: { id: number; fullName: string }; count: number },
) =>
  tellProjectPeople(tx, {
    projectId: news.projectId,
    projectName: news.projectName,
    by: news.by.id,
    title: `${news.by.fullName} added ${news.count === 1 ? 'a photo' : `${news.count} photos`} of the space`,
    tab: 'photos',
  });
