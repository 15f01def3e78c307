import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects, showrooms } from '../../db/schema/index.ts';
import { randomToken } from '../../lib/crypto.ts';

export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;

/** The showroom as a project stores it (spec "stored selection": the pro's user id and vsd_id). */
export type ProjectShowroom = { showroomUserId: number; vsdId: string };

/** A guest cart's capability: 32 random bytes (256 bits), base64url. */
export const newTempProjectId = () => randomToken(32);

/** The user's own project, or null (another user's project is indistinguishable from a missing one). */
export async function findOwnProject(
  db: Database,
  userId: number,
  id: number,
  opts: { lock?: boolean } = {},
) {
  const q = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A guest cart by its temp id; never a project that belongs to an account. */
export async function findGuestCart(db: Database, tempProjectId: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(projects)
    .where(and(eq(projects.tempProjectId, tempProjectId), isNull(projects.userId)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The user's most recently changed project with the given is_cart flag: the cart the header counts. */
export async function findLatestProject(db: Database, userId: number, isCart: boolean) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.userId, userId), eq(projects.isCart, isCart)))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(1);
  return row ?? null;
}

export async function insertProject(db: Database, values: NewProject) {
  const [row] = await db.insert(projects).values(values).returning();
  return row;
}

/** Sets the given fields and bumps updated_at. */
export async function updateProject(db: Database, id: number, values: Partial<NewProject>) {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(projects.id, id))
    .returning();
  return row;
}

export async function deleteProject(db: Database, id: number) {
  await db.delete(projects).where(eq(projects.id, id));
}

/** A showroom by its owner's user id or vsd_id (case-insensitive), as a project stores it. */
export async function findShowroom(
  db: Database,
  ref: { showroom?: number; vsd_id?: string },
): Promise<ProjectShowroom | null> {
  const owner = ref.vsd_id
    ? sql`upper(${showrooms.vsdId}) = upper(${ref.vsd_id})`
    : eq(showrooms.userId, ref.showroom ?? 0);
  const where = and(owner, eq(showrooms.live, true));
  const [row] = await db
    .select({ showroomUserId: showrooms.userId, vsdId: showrooms.vsdId })
    .from(showrooms)
    .where(where)
    .orderBy(showrooms.id)
    .limit(1);
  return row ?? null;
}

/**
 * Moves every line of `fromId` into `toId`, summing quantities of the same size and colour. A line keeps the
 * 3-D design it was added from; where both carry one, the moved line's wins (as adding it again would).
 */
export async function moveLines(db: Database, fromId: number, toId: number, maxQty: number) {
  await db.execute(sql`insert into project_items
      (project_id, product_id, product_size_id, colour, qty, design_id, design_version)
    select ${toId}, product_id, product_size_id, colour, qty, design_id, design_version
    from project_items where project_id = ${fromId}
    order by id
    on conflict (project_id, product_size_id, colour)
    do update set qty = least(project_items.qty + excluded.qty, ${maxQty}), updated_at = now(),
      design_id = coalesce(excluded.design_id, project_items.design_id),
      design_version = case when excluded.design_id is null then project_items.design_version
        else excluded.design_version end`);
}

/** A guest cart nobody changed for this long is deleted, so anonymous carts never pile up. */
export const GUEST_CART_IDLE_DAYS = 30;

/**
 * Deletes guest carts (never an account's project) last changed more than 30 days before `now`, their lines
 * with them; returns how many. Run by a scheduled job.
 */
export async function pruneIdleGuestCarts(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_CART_IDLE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(projects)
    .where(and(isNull(projects.userId), lt(projects.updatedAt, cutoff)))
    .returning({ id: projects.id });
  return rows.length;
}
