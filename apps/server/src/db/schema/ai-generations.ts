import type { AiDesign } from '@app/domain/ai-design/contract';
import type { GenerationBody } from '@app/domain/ai-design/request';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * What a generation was asked: a new request (domain ai-design/request.ts), or a refinement of its parent's
 * design `design`; a refinement carries the first request down (its room, profile, kept and avoided products).
 */
export type GenerationAsk =
  | { type: 'design'; body: GenerationBody }
  | { type: 'refine'; design: number; ask: string; body: GenerationBody };

/**
 * A run of the AI designer (issue 26 points 3–4, migration 0042): queued with its coins held, claimed by one
 * process (`claimed_at`: a claim older than the lease is taken over after a crash), finished with its designs
 * and the hold captured, or failed with the hold released. The hold is the coin ledger's entry `hold_id`.
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: serial('id').primaryKey(),
    aiUserId: integer('ai_user_id').notNull(),
    parentId: integer('parent_id'),
    status: text('status').$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    coins: integer('coins').notNull(),
    holdId: integer('hold_id').notNull(),
    showroom: text('showroom').notNull(),
    budgetCents: integer('budget_cents').notNull(),
    ask: jsonb('ask').$type<GenerationAsk>().notNull(),
    seed: integer('seed').notNull(),
    designs: jsonb('designs').$type<AiDesign[]>(),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_generations_user').on(t.aiUserId, t.id),
    index('ai_generations_open').on(t.status).where(sql`${t.status} IN ('queued', 'running')`),
    uniqueIndex('ai_generations_key').on(t.aiUserId, t.idempotencyKey),
    check('ai_generations_status', sql`${t.status} IN ('queued', 'running', 'succeeded', 'failed')`),
    check('ai_generations_progress', sql`${t.progress} BETWEEN 0 AND 100`),
    check('ai_generations_coins', sql`${t.coins} >= 0`),
  ],
);
