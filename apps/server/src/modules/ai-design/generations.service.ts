import type { FieldErrors } from '@app/domain';
import type { Generation } from '@app/domain/ai-design/contract';
import { PICTURE_MESSAGES } from '@app/domain/ai-design/picture';
import { parseRefinement } from '@app/domain/ai-design/refinement';
import { AI_REQUEST_MESSAGES, type GenerationBody, type RefinementBody } from '@app/domain/ai-design/request';
import { aiRoomPlan } from '@app/domain/ai-design/room-plan';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { holdCoins } from '../ai-coins/coin-holds.service.ts';
import { coinCosts } from '../ai-coins/coin-settings.ts';
import { findShowroomByRef } from '../showrooms/showrooms.repository.ts';
import { listedProducts } from './design-candidates.repository.ts';
import {
  findGeneration,
  type GenerationRow,
  generationByKey,
  insertGeneration,
  listGenerations,
} from './generations.repository.ts';

/** The refusal of a request's field, in the spec's 422 envelope. */
const invalid = (field: string, message: string) => AppError.invalid({ [field]: [message] } as FieldErrors);

/** A generation as the API shows it (GET /api/AI/generations/{id}). */
export function generationView(row: GenerationRow): Generation {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    coins: row.coins,
    parent: row.parentId,
    showroom: row.showroom,
    budget_cents: row.budgetCents,
    room: row.ask.body.room,
    designs: row.designs ?? [],
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The seed of a request (FNV-1a of its text, 31 bits: the column is an integer): the same request gives the
 * same designs (domain ai-design's search is seeded).
 */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h & 0x7fffffff;
}

/** Checks what a request names against the database: the showroom open, the kept and avoided products listed. */
async function checkRequest(db: Database, body: GenerationBody) {
  if (!aiRoomPlan(body.room)) throw invalid('room.plan', AI_REQUEST_MESSAGES.plan);
  if (!(await findShowroomByRef(db, { vsd_id: body.showroom })))
    throw invalid('showroom', AI_REQUEST_MESSAGES.showroom);
  const named = [...new Set([...body.keep, ...body.avoid])];
  const listed = new Set(await listedProducts(db, named));
  for (const field of ['keep', 'avoid'] as const)
    body[field].forEach((hash, i) => {
      if (!listed.has(hash)) throw invalid(`${field}.${i}`, AI_REQUEST_MESSAGES.product);
    });
}

/**
 * POST /api/AI/generations: checks the request, holds its coins and queues it, in one transaction; the run
 * (run-generation.ts) starts after commit. A retry with the same Idempotency-Key answers the same generation
 * and holds nothing more. Short of coins: the hold's 402.
 */
export async function startGeneration(
  db: Database,
  aiUserId: number,
  body: GenerationBody,
  key: string,
  /** Whether an image model is configured (issue 26 point 5): `picture: true` without one is a 422. */
  picturesOn = false,
): Promise<{ row: GenerationRow; created: boolean }> {
  if (body.picture && !picturesOn) throw invalid('picture', PICTURE_MESSAGES.unavailable);
  const again = await generationByKey(db, aiUserId, key);
  if (again) return { row: again, created: false };
  await checkRequest(db, body);
  const costs = await coinCosts(db);
  const coins = costs.generation;
  const plan = aiRoomPlan(body.room)!;
  return db.transaction(async (tx) => {
    const holdId = await holdCoins(tx, aiUserId, coins, `${plan.name}: three designs`);
    const row = await insertGeneration(tx, {
      aiUserId,
      parentId: null,
      coins,
      holdId,
      showroom: body.showroom.toUpperCase(),
      budgetCents: body.budget_cents,
      ask: { type: 'design', body },
      seed: seedOf(JSON.stringify(body)),
      idempotencyKey: key,
    });
    return { row, created: true };
  });
}

/**
 * POST /api/AI/generations/{id}/refine: one of a finished generation's designs changed as asked ("warmer",
 * "cheaper by 20%", "keep the floor, change the vanity"), at the refinement's lower cost. What the ask does
 * not understand is a 422 on `ask` before any coin is held.
 */
export async function refineGeneration(
  db: Database,
  aiUserId: number,
  parentId: number,
  body: RefinementBody,
  key: string,
): Promise<{ row: GenerationRow; created: boolean }> {
  const parent = await findGeneration(db, aiUserId, parentId);
  if (!parent) throw new AppError('not_found');
  if (parent.status !== 'succeeded' || !parent.designs?.[body.design])
    throw invalid('design', 'Only a finished design can be refined.');
  const parsed = parseRefinement(body.ask);
  if ('error' in parsed) throw invalid('ask', parsed.error);
  const again = await generationByKey(db, aiUserId, key);
  if (again) return { row: again, created: false };
  const coins = (await coinCosts(db)).refinement;
  return db.transaction(async (tx) => {
    const holdId = await holdCoins(tx, aiUserId, coins, `Refinement: ${body.ask}`);
    const row = await insertGeneration(tx, {
      aiUserId,
      parentId,
      coins,
      holdId,
      showroom: parent.showroom,
      budgetCents: parent.budgetCents,
      ask: { type: 'refine', design: body.design, ask: body.ask, body: parent.ask.body },
      seed: seedOf(`${parent.seed}:${body.design}:${body.ask}`),
      idempotencyKey: key,
    });
    return { row, created: true };
  });
}

export async function getGeneration(db: Database, aiUserId: number, id: number): Promise<Generation> {
  const row = await findGeneration(db, aiUserId, id);
  if (!row) throw new AppError('not_found');
  return generationView(row);
}

export async function generationsOf(db: Database, aiUserId: number): Promise<Generation[]> {
  return (await listGenerations(db, aiUserId)).map(generationView);
}
