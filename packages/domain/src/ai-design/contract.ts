import { z } from 'zod';
import { productTextureSchema } from '../catalog/contract.ts';
import { STYLES } from '../catalog/styles.ts';
import { roomDocumentSchema } from '../room/document.ts';
import { aiRoomSchema } from './request.ts';

/**
 * The AI design API (issue 26, spec points 1–4 and 7; docs/api-ai-design.md): an account of its own with
 * its own token (sent in the `AIauthToken` header, never `Authorization`), a coin balance kept as an
 * append-only ledger, and generations: three complete rooms designed from the showroom's listed catalogue,
 * each pick priced by the takeoff and explained. Every answer is `{ success: true, data }` as elsewhere.
 */

/** The request header an AI session is sent in (spec point 7). Fastify reads it lower-cased. */
export const AI_TOKEN_HEADER = 'AIauthToken';

/** The AI account as GET /api/AI/get_user and the login/register answer show it. */
export const aiUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  /** Spendable coins now (bought + unexpired granted − held − spent). */
  coins: z.number().int().min(0),
  /** Whether a marketplace account is linked (optional; never the marketplace account's details). */
  linked: z.boolean(),
});
export type AiUser = z.infer<typeof aiUserSchema>;

/** POST /api/AI/design (login and register, spec point 7): `{ user, token }` — the AI register signs in only if a user is returned. */
export const aiSessionSchema = z.object({ user: aiUserSchema, token: z.string() });
export type AiSession = z.infer<typeof aiSessionSchema>;

export const COIN_ENTRY_KINDS = [
  'grant',
  'purchase',
  'hold',
  'capture',
  'release',
  'refund',
  'expire',
] as const;
export type CoinEntryKind = (typeof COIN_ENTRY_KINDS)[number];

/** One line of the coin ledger as the account's history shows it (newest first). */
export const coinEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(COIN_ENTRY_KINDS),
  /** Signed change of the spendable balance: a hold is negative, its release positive, its capture 0. */
  coins: z.number().int(),
  /** Spendable balance after this entry. */
  balance: z.number().int().min(0),
  /** What it was for, in words ("Starter coins", "Pack of 120 coins", "Bathroom design"). */
  note: z.string(),
  /** Granted coins may expire (said when granted); bought ones never do (California Civil Code §1749.5). */
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type CoinEntry = z.infer<typeof coinEntrySchema>;

/** A coin pack on sale (admin settings: sizes and prices). */
export const coinPackSchema = z.object({
  id: z.string(),
  coins: z.number().int().min(1),
  price_cents: z.number().int().min(50),
});
export type CoinPack = z.infer<typeof coinPackSchema>;

/** POST /api/AI/get_credits: the balance, what things cost, the packs for sale and the history. */
export const aiCreditsSchema = z.object({
  balance: z.number().int().min(0),
  /** Of the balance, the granted coins that will expire, and when the soonest do. */
  expiring: z.object({ coins: z.number().int().min(0), at: z.string().nullable() }),
  costs: z.object({
    generation: z.number().int().min(0),
    refinement: z.number().int().min(0),
    picture: z.number().int().min(0),
  }),
  packs: z.array(coinPackSchema),
  history: z.array(coinEntrySchema),
  /** Whether styled pictures are on here (an image model is configured; issue 26 point 5). */
  pictures: z.boolean().optional(),
});
export type AiCredits = z.infer<typeof aiCreditsSchema>;

/** Why a pick is this product: the score terms it won on, the rules it was checked against, the runner-up. */
export const pickReasonsSchema = z.object({
  /** The largest score terms, largest first, e.g. { term: 'style', points: 6, says: 'Tagged Farmhouse' }. */
  terms: z.array(z.object({ term: z.string(), points: z.number(), says: z.string() })),
  /** The hard rules it was checked against, in words ("Fits the 36 in run", "15 in from the side wall"). */
  rules: z.array(z.string()),
  /** The next best product for the slot and how much more (+) or less (−) it would have cost in cents. */
  runner_up: z
    .object({
      product: z.string(),
      size_id: z.number().int(),
      name: z.string(),
      price_diff_cents: z.number().int(),
    })
    .nullable(),
});
export type PickReasons = z.infer<typeof pickReasonsSchema>;

/** One product chosen for a surface or a fixture of the room. */
export const designPickSchema = z.object({
  /** The surface's or fixture's id in the document. */
  target: z.object({ type: z.enum(['surface', 'fixture']), id: z.string() }),
  /** The slot it fills ('floor', 'vanity', ...). */
  slot: z.string(),
  product: z.string(),
  size_id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  /** What this product's line of the takeoff costs in the showroom (its units × its price). */
  line_cents: z.number().int().min(0),
  reasons: pickReasonsSchema,
});
export type DesignPick = z.infer<typeof designPickSchema>;

/** One of a generation's designs: a room document, priced by the takeoff, with every pick explained. */
export const aiDesignSchema = z.object({
  index: z.number().int().min(0),
  /** The floor plan it dresses (a built-in plan's id, or ai-own-room for the homeowner's own dimensions). */
  floorplan: z.string(),
  name: z.string(),
  style: z.enum(STYLES),
  palette: z.enum(['light', 'warm', 'dark']),
  /** The takeoff's total in the showroom (materials and supplies), within the budget. */
  total_cents: z.number().int().min(0),
  vendors: z.number().int().min(0),
  document: roomDocumentSchema,
  picks: z.array(designPickSchema),
  /** How each product is drawn (as the starting design's map), keyed by productRefKey. */
  textures: z.record(z.string(), productTextureSchema),
  /** A styled picture from the optional image model, when one was asked for and made. */
  picture_url: z.string().nullable(),
});
export type AiDesign = z.infer<typeof aiDesignSchema>;

export const GENERATION_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** A generation as GET /api/AI/generations/{id} answers it while it runs and when it is done. */
export const generationSchema = z.object({
  id: z.number().int(),
  status: z.enum(GENERATION_STATUSES),
  /** 0–100, for the progress bar. */
  progress: z.number().int().min(0).max(100),
  /** Coins held (queued, running), captured (succeeded) or released (failed). */
  coins: z.number().int().min(0),
  /** The generation this refines, if any. */
  parent: z.number().int().nullable(),
  showroom: z.string(),
  budget_cents: z.number().int(),
  /**
   * The room it was asked for (a refinement's is its first request's): a built-in plan's id, or the kind and
   * measures of the homeowner's own room, which the page keeps as a project room to open a design in /visualize.
   */
  room: aiRoomSchema.optional(),
  designs: z.array(aiDesignSchema),
  /** Why it failed, in words a person can act on; null otherwise. */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type Generation = z.infer<typeof generationSchema>;
