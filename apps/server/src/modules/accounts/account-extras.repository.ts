import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { showrooms, users } from '../../db/schema/index.ts';

export type SubscriptionSummary = { status: string; plan: string | null; paidAmountCents: number };

export type ShowroomSummary = {
  id: number;
  vsdId: string;
  companyName: string;
  themeColor: string | null;
  businessLogo: string | null;
};

export async function showroomExists(db: Database, showroomId: number): Promise<boolean> {
  const [row] = await db.select({ id: showrooms.id }).from(showrooms).where(eq(showrooms.id, showroomId));
  return !!row;
}

export type AccountExtras = {
  /** The user's own projects, carts included (guest carts belong to nobody until merged). */
  totalProjects: number;
  plan: SubscriptionSummary | null;
  customAddon: SubscriptionSummary | null;
  showroom: ShowroomSummary | null;
};

const latestOfKind = (userId: number, kind: string) => sql`(
  select json_build_object('status', s.status, 'plan', s.plan, 'paidAmountCents', s.paid_amount_cents)
  from subscriptions s where s.user_id = ${userId} and s.kind = ${kind}
  order by s.starts_at desc, s.id desc limit 1)`;

/**
 * The project count, plan, custom add-on and showroom of a user in ONE round trip: GET /api/authuser runs on every page
 * load, so it is the hottest authenticated read (bench/run.mjs).
 */
export async function accountExtras(db: Database, userId: number): Promise<AccountExtras> {
  const [row] = await db
    .select({
      totalProjects: sql<number>`(select count(*)::int from projects p where p.user_id = ${userId})`,
      plan: sql<SubscriptionSummary | null>`${latestOfKind(userId, 'plan')}`,
      customAddon: sql<SubscriptionSummary | null>`${latestOfKind(userId, 'custom_addon')}`,
      showroom: sql<ShowroomSummary | null>`(
        select json_build_object('id', r.id, 'vsdId', r.vsd_id, 'companyName', r.company_name,
          'themeColor', r.theme_color, 'businessLogo', r.business_logo)
        from showrooms r where r.user_id = ${userId} order by r.id limit 1)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const parse = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return {
    totalProjects: Number(row?.totalProjects ?? 0),
    plan: parse(row?.plan ?? null),
    customAddon: parse(row?.customAddon ?? null),
    showroom: parse(row?.showroom ?? null),
  };
}
