import type { RoomDocument } from '@app/domain/room/document';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designs, designVersions, projects, users } from '../../db/schema/index.ts';

export type DesignRow = typeof designs.$inferSelect;

/** Serialises design creation per account (the count and the insert under one lock of the user's row). */
export async function lockOwner(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countDesigns(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(designs)
    .where(eq(designs.userId, userId));
  return Number(row.n);
}

export async function projectOwnedBy(db: Database, projectId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
  return !!row;
}

type NewDesign = Pick<DesignRow, 'userId' | 'projectId' | 'name' | 'floorplan' | 'floorTemplate'>;

/** The design and its first version. */
export async function insertDesign(
  tx: Database,
  design: NewDesign,
  document: RoomDocument,
): Promise<DesignRow> {
  const [row] = await tx
    .insert(designs)
    .values({ ...design, version: 1 })
    .returning();
  await tx.insert(designVersions).values({ designId: row.id, version: 1, document });
  return row;
}

/** The caller's design, locked for the rest of `tx`; null when there is none of that id that is theirs. */
export async function lockDesign(tx: Database, id: number, userId: number): Promise<DesignRow | null> {
  const [row] = await tx
    .select()
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.userId, userId)))
    .for('update');
  return row ?? null;
}

/**
 * A design by id, locked for the rest of `tx`, whoever owns it: the caller's right to it is decided after
 * (design-access.ts), so that a project's designer reaches it too; null when there is none.
 */
export async function lockDesignById(tx: Database, id: number): Promise<DesignRow | null> {
  const [row] = await tx.select().from(designs).where(eq(designs.id, id)).for('update');
  return row ?? null;
}

export async function designById(db: Database, id: number): Promise<DesignRow | null> {
  const [row] = await db.select().from(designs).where(eq(designs.id, id));
  return row ?? null;
}

/** A design with one version's document (the newest by default), whoever owns it; null when gone. */
export async function findDesignVersion(
  db: Database,
  id: number,
  version?: number,
): Promise<{ design: DesignRow; version: number; document: RoomDocument } | null> {
  const [row] = await db
    .select({ design: designs, version: designVersions.version, document: designVersions.document })
    .from(designs)
    .innerJoin(designVersions, eq(designVersions.designId, designs.id))
    .where(and(eq(designs.id, id), eq(designVersions.version, version ?? designs.version)));
  return row ?? null;
}

/** The versions kept of a design, newest first. */
export function versionsOf(db: Database, id: number) {
  return db
    .select({ version: designVersions.version, createdAt: designVersions.createdAt })
    .from(designVersions)
    .where(eq(designVersions.designId, id))
    .orderBy(desc(designVersions.version));
}

/** Adds version `version`, makes it the newest, and drops versions older than the newest `keep`. */
export async function addVersion(
  tx: Database,
  design: DesignRow,
  change: { version: number; name: string; document: RoomDocument; keep: number },
): Promise<DesignRow> {
  await tx
    .insert(designVersions)
    .values({ designId: design.id, version: change.version, document: change.document });
  await tx.delete(designVersions).where(
    and(
      eq(designVersions.designId, design.id),
      lt(designVersions.version, change.version - change.keep + 1),
      // An approved estimate's design version is kept.
      eq(designVersions.frozen, false),
    ),
  );
  const [row] = await tx
    .update(designs)
    .set({ version: change.version, name: change.name, updatedAt: sql`now()` })
    .where(eq(designs.id, design.id))
    .returning();
  return row;
}

/** The caller's design with one version's document (the newest by default); null when not theirs or gone. */
export async function findDesign(db: Database, id: number, userId: number, version?: number) {
  const found = await findDesignVersion(db, id, version);
  return found?.design.userId === userId ? found : null;
}

export function listDesigns(db: Database, userId: number): Promise<DesignRow[]> {
  return db
    .select()
    .from(designs)
    .where(eq(designs.userId, userId))
    .orderBy(desc(designs.updatedAt), desc(designs.id));
}

export async function deleteDesign(db: Database, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(designs)
    .where(and(eq(designs.id, id), eq(designs.userId, userId)))
    .returning({ id: designs.id });
  return rows.length > 0;
}

/** Whether the caller has this version of this design. */
export async function designVersionExists(
  db: Database,
  userId: number,
  ref: { id: number; version: number },
) {
  const [row] = await db
    .select({ v: designVersions.version })
    .from(designVersions)
    .innerJoin(designs, eq(designs.id, designVersions.designId))
    .where(and(eq(designs.id, ref.id), eq(designs.userId, userId), eq(designVersions.version, ref.version)));
  return !!row;
}
