import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { showrooms, subscriptions } from '../../db/schema/index.ts';

/**
 * Projects a user has. There is no projects table yet: the cart/projects issue replaces this one function
 * (and only this one) with a count.
 */
export async function countProjects(_db: Database, _userId: number): Promise<number> {
  return 0;
}

export type SubscriptionSummary = { status: string; plan: string | null; paidAmountCents: number };

/** The most recent subscription of a kind ('plan', 'basic_addon', 'custom_addon'), or null. */
export async function latestSubscription(
  db: Database,
  userId: number,
  kind: 'plan' | 'basic_addon' | 'custom_addon',
): Promise<SubscriptionSummary | null> {
  const [row] = await db
    .select({
      status: subscriptions.status,
      plan: subscriptions.plan,
      paidAmountCents: subscriptions.paidAmountCents,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, kind)))
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

export type ShowroomSummary = {
  id: number;
  vsdId: string;
  companyName: string;
  themeColor: string | null;
  businessLogo: string | null;
};

/** The showroom a pro owns (one per pro for now), or null. */
export async function showroomOfUser(db: Database, userId: number): Promise<ShowroomSummary | null> {
  const [row] = await db
    .select({
      id: showrooms.id,
      vsdId: showrooms.vsdId,
      companyName: showrooms.companyName,
      themeColor: showrooms.themeColor,
      businessLogo: showrooms.businessLogo,
    })
    .from(showrooms)
    .where(eq(showrooms.userId, userId))
    .orderBy(showrooms.id)
    .limit(1);
  return row ?? null;
}

export async function showroomExists(db: Database, showroomId: number): Promise<boolean> {
  const [row] = await db.select({ id: showrooms.id }).from(showrooms).where(eq(showrooms.id, showroomId));
  return !!row;
}
