import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type Notification = {
  id: number;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
};

const columns = {
  id: notifications.id,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

const ofUser = (userId: number, unreadOnly: boolean): SQL =>
  unreadOnly
    ? (and(eq(notifications.userId, userId), isNull(notifications.readAt)) as SQL)
    : eq(notifications.userId, userId);

/** A page of a user's notifications, newest first, with the total matching. */
export async function listNotifications(
  db: Database,
  userId: number,
  opts: { unreadOnly: boolean; page: number; perPage: number },
): Promise<{ items: Notification[]; total: number }> {
  const where = ofUser(userId, opts.unreadOnly);
  const [items, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { items, total: Number(n) };
}

/** Marks one of the user's notifications read; null when it is not theirs (or does not exist). */
export async function markRead(db: Database, userId: number, id: number): Promise<Notification | null> {
  const [existing] = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!existing) return null;
  if (existing.readAt) return existing;
  const [row] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(columns);
  return row;
}

/** For other modules (orders, chat…): adds a notification for a user. */
export async function addNotification(
  db: Database,
  userId: number,
  input: { title: string; body?: string; link?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, title: input.title, body: input.body ?? '', link: input.link ?? null })
    .returning({ id: notifications.id });
  return row.id;
}
