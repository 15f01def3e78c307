import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projectMembers, projects, showrooms, users } from '../../db/schema/index.ts';

/** The project's showroom pro as sharing needs them: their account and the showroom they run, if live. */
export async function showroomProOf(db: Database, projectId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.fullName,
      type: users.type,
      status: users.status,
      companyName: showrooms.companyName,
      live: showrooms.live,
      sharedAt: projects.sharedWithProAt,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.showroomUserId))
    .innerJoin(showrooms, eq(showrooms.userId, users.id))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ?? null;
}

/**
 * Makes the pro a member and stamps the project shared; true when this call did it (false: it was already
 * shared, so nobody is told twice). The member row decides, whoever shares first.
 */
export async function shareWithPro(db: Database, projectId: number, proId: number, ownerId: number) {
  const added = await db
    .insert(projectMembers)
    .values({ projectId, userId: proId, role: 'pro', addedBy: ownerId })
    .onConflictDoNothing()
    .returning({ userId: projectMembers.userId });
  const [stamped] = await db
    .update(projects)
    .set({ sharedWithProAt: new Date() })
    .where(and(eq(projects.id, projectId), isNull(projects.sharedWithProAt)))
    .returning({ at: projects.sharedWithProAt });
  const [project] = await db
    .select({ at: projects.sharedWithProAt })
    .from(projects)
    .where(eq(projects.id, projectId));
  return { shared: added.length > 0 || stamped !== undefined, at: project.at as Date };
}

/** An account's name as mails and notifications show it. */
export async function nameOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
