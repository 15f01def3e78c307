import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';

export type PlanSubscription = typeof subscriptions.$inferSelect;

const LIVE = ['active', 'past_due'];
const isPlan = eq(subscriptions.kind, 'plan');
/** Rows this module bills (the seed's older rows have no period and are left as they are). */
const billed = sql`${subscriptions.currentPeriodEnd} is not null`;

/** The pro's live (active or past_due) billed plan, locked when `lock`. */
export async function findLivePlan(db: Database, userId: number, lock = false) {
  const q = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isPlan, billed, inArray(subscriptions.status, LIVE)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The pro's latest billed plan, whatever its status (for GET /api/pro/subscription). */
export async function findLatestPlan(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isPlan, billed))
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

export async function lockPlan(db: Database, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

/** Live plans whose period has ended (renewal, a retry or the end of a canceled period is due). */
export async function duePlanIds(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(isPlan, inArray(subscriptions.status, LIVE), lte(subscriptions.currentPeriodEnd, now)))
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(500);
  return rows.map((r) => r.id);
}

export type NewPlan = typeof subscriptions.$inferInsert;

export async function insertPlan(db: Database, plan: NewPlan): Promise<PlanSubscription> {
  const [row] = await db.insert(subscriptions).values(plan).returning();
  return row;
}

export async function updatePlan(db: Database, id: number, set: Partial<NewPlan>): Promise<PlanSubscription> {
  const [row] = await db.update(subscriptions).set(set).where(eq(subscriptions.id, id)).returning();
  return row;
}

/** The custom add-on row GET /api/authuser reports (`custom_addon`), following its plan's status. */
export async function startAddon(db: Database, plan: PlanSubscription) {
  await db.insert(subscriptions).values({
    userId: plan.userId,
    kind: 'custom_addon',
    plan: plan.plan,
    status: plan.status,
    paidAmountCents: plan.addonCents,
    startsAt: plan.startsAt,
  });
}

/** Sets the live custom add-on rows of a pro to their plan's status (and its end when it lapses). */
export async function followAddon(db: Database, plan: PlanSubscription) {
  await db
    .update(subscriptions)
    .set({ status: plan.status, endsAt: plan.endsAt })
    .where(
      and(
        eq(subscriptions.userId, plan.userId),
        eq(subscriptions.kind, 'custom_addon'),
        inArray(subscriptions.status, LIVE),
      ),
    );
}

/** Locks the pro's account row: one subscribe at a time per pro. */
export async function lockPro(db: Database, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Where a pro's subscription mails go. */
export async function proContact(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
