import { type ChecklistItem, type StoredChecklistItem, storedItemOf } from '@app/domain/projects/checklist';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projectChecklists, projects } from '../../db/schema/index.ts';

export type ChecklistRow = typeof projectChecklists.$inferSelect;

/**
 * A row as it reads today: items kept before their measures were kept as entered (whole millimetres alone)
 * read with those measures in their unit (storedItemOf).
 */
const current = (row: ChecklistRow): ChecklistRow => ({
  ...row,
  items: (row.items as StoredChecklistItem[]).map(storedItemOf),
});
const currentOrNull = (row: ChecklistRow | undefined) => (row ? current(row) : null);

export async function checklistOfProject(db: Database, projectId: number): Promise<ChecklistRow | null> {
  const [row] = await db.select().from(projectChecklists).where(eq(projectChecklists.projectId, projectId));
  return currentOrNull(row);
}

export async function checklistById(db: Database, id: number): Promise<ChecklistRow | null> {
  const [row] = await db.select().from(projectChecklists).where(eq(projectChecklists.id, id));
  return currentOrNull(row);
}

/** The checklists of these projects with their project's name, the most recently changed first. */
export async function checklistsOfProjects(db: Database, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({ checklist: projectChecklists, projectName: projects.name })
    .from(projectChecklists)
    .innerJoin(projects, eq(projects.id, projectChecklists.projectId))
    .where(inArray(projectChecklists.projectId, projectIds))
    .orderBy(desc(projectChecklists.updatedAt), desc(projectChecklists.id));
  return rows.map((r) => ({ ...r, checklist: current(r.checklist) }));
}

/** The project's checklist, or null when it already had one (the unique index decides, whoever is first). */
export async function insertChecklist(
  db: Database,
  values: { projectId: number; items: ChecklistItem[]; title?: string; notes?: string; updatedBy: number },
): Promise<ChecklistRow | null> {
  const [row] = await db
    .insert(projectChecklists)
    .values(values)
    .onConflictDoNothing({ target: projectChecklists.projectId })
    .returning();
  return currentOrNull(row);
}

/**
 * The next version, written only if the stored one is still `version` (one statement: two members saving at
 * once cannot both win). Null when it moved on.
 */
export async function updateChecklist(
  db: Database,
  id: number,
  version: number,
  values: { items: ChecklistItem[]; title?: string; notes?: string; updatedBy: number },
): Promise<ChecklistRow | null> {
  const [row] = await db
    .update(projectChecklists)
    .set({ ...values, version: sql`${projectChecklists.version} + 1`, updatedAt: new Date() })
    .where(and(eq(projectChecklists.id, id), eq(projectChecklists.version, version)))
    .returning();
  return currentOrNull(row);
}
