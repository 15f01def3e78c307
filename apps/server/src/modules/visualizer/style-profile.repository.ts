import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function styleAnswersOf(db: Database, userId: number): Promise<Record<string, string> | null> {
  const [row] = await db.select({ answers: users.styleAnswers }).from(users).where(eq(users.id, userId));
  return row?.answers ?? null;
}

export async function saveStyleAnswers(db: Database, userId: number, answers: Record<string, string>) {
  await db.update(users).set({ styleAnswers: answers, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
