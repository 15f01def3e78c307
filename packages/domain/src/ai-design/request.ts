import { z } from 'zod';
import { OWN_ROOM_KINDS, ownRoomMeasures } from '../projects/own-room.ts';
import { styleAnswersSchema } from '../room/style-profile.ts';

/**
 * What a homeowner asks the AI designer for (issue 26 point 3): a room (one of the floor plans, or their own
 * dimensions with doors and windows), a style profile (the quiz's answers), a budget, a showroom, and the
 * products they want kept or never used. POST /api/AI/generations validates with it; the form does too.
 */

/** Products a homeowner may name as must-keep or must-avoid, each. */
export const MAX_NAMED_PRODUCTS = 10;
/** A budget of at least $500 and at most $500,000 (whole cents). */
export const MIN_BUDGET_CENTS = 50_000;
export const MAX_BUDGET_CENTS = 50_000_000;
/** What a refinement may say, in characters ("keep the floor, change the vanity"). */
export const MAX_REFINEMENT_CHARS = 200;

export const AI_REQUEST_MESSAGES = {
  budget: `The budget must be between $${MIN_BUDGET_CENTS / 100} and $${(MAX_BUDGET_CENTS / 100).toLocaleString('en-US')}.`,
  plan: 'Choose one of the floor plans.',
  products: `Name at most ${MAX_NAMED_PRODUCTS} products.`,
  product: 'The product is invalid.',
  showroom: 'Choose a showroom.',
  refinement: `Say what to change in at most ${MAX_REFINEMENT_CHARS} characters.`,
} as const;

const productHash = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, AI_REQUEST_MESSAGES.product);
const productList = z.array(productHash).max(MAX_NAMED_PRODUCTS, AI_REQUEST_MESSAGES.products).default([]);

export const aiRoomSchema = z.union([
  z.object({
    plan: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,80}$/, AI_REQUEST_MESSAGES.plan),
  }),
  z.object({
    kind: z.enum(OWN_ROOM_KINDS, { error: 'Choose what kind of room it is.' }),
    measures: ownRoomMeasures,
  }),
]);
export type AiRoom = z.infer<typeof aiRoomSchema>;

/** POST /api/AI/generations. */
export const generationBody = z.object({
  room: aiRoomSchema,
  style_answers: styleAnswersSchema,
  budget_cents: z
    .number({ error: AI_REQUEST_MESSAGES.budget })
    .int(AI_REQUEST_MESSAGES.budget)
    .min(MIN_BUDGET_CENTS, AI_REQUEST_MESSAGES.budget)
    .max(MAX_BUDGET_CENTS, AI_REQUEST_MESSAGES.budget),
  /** The showroom's ID (vsd_id): its catalogue and its prices. */
  showroom: z
    .string({ error: AI_REQUEST_MESSAGES.showroom })
    .trim()
    .regex(/^[A-Za-z0-9]{1,40}$/, AI_REQUEST_MESSAGES.showroom),
  keep: productList,
  avoid: productList,
  /** Ask the optional image model for a styled picture of each design (costs coins; 422 when none is configured). */
  picture: z.boolean().default(false),
});
export type GenerationRequest = z.input<typeof generationBody>;
export type GenerationBody = z.output<typeof generationBody>;

/** POST /api/AI/generations/{id}/refine: one of its designs and what to change, in words. */
export const refinementBody = z.object({
  design: z.number().int().min(0).max(2),
  ask: z
    .string()
    .trim()
    .min(1, AI_REQUEST_MESSAGES.refinement)
    .max(MAX_REFINEMENT_CHARS, AI_REQUEST_MESSAGES.refinement),
});
export type RefinementBody = z.output<typeof refinementBody>;
