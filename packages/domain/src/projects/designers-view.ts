import { z } from 'zod';
import { DESIGNER_REQUEST_STATUSES } from './designers.ts';

/** The answers of /api/hire_designer and /api/pro/designer_requests (issue 24 point 5). */

const stamp = z.string();

/** A request as the project sees it (and as the owner reads a decline's reason). */
export const designerRequestSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  designer_id: z.number().int(),
  status: z.enum(DESIGNER_REQUEST_STATUSES),
  /** Who asked (the owner or the project’s pro; null once that account is gone): the pro withdraws only theirs. */
  asked_by_id: z.number().int().nullable(),
  message: z.string(),
  /** Why the designer declined, when they said; null otherwise. */
  decline_reason: z.string().nullable(),
  asked_at: stamp,
  answered_at: stamp.nullable(),
});
export type DesignerRequest = z.infer<typeof designerRequestSchema>;

/**
 * A designer as a homeowner or pro choosing one sees them: who, where and how much work they show. Never an
 * e-mail address or a phone number: they talk in the project's chat once the designer is in.
 */
export const designerCardSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** Their showroom's company name ('' when they have none). */
  business: z.string(),
  city: z.string(),
  state: z.string(),
  /** Saved designs of projects in their showroom or that they design in. */
  portfolio_count: z.number().int(),
  nearness: z.enum(['local', 'state', 'other']),
  /** Already a member of the project asked about (false without a project). */
  in_project: z.boolean(),
  /** The newest request of the project to this designer (null without a project, or never asked). */
  request: designerRequestSchema.nullable(),
});
export type DesignerCard = z.infer<typeof designerCardSchema>;

/** GET /api/hire_designer. */
export const designerListSchema = z.object({
  project_id: z.number().int().nullable(),
  designers: z.array(designerCardSchema),
});

/** POST /api/hire_designer: the request, and the project's designers (in it or asked) as they now stand. */
export const hireDesignerAnswerSchema = z.object({
  request: designerRequestSchema,
  designers: z.array(designerCardSchema),
});

/** A project room a designer works on: a saved design (GET/PUT /api/designs/{id}). */
export const designerRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  updated_at: stamp,
});

/** A request as the designer sees it in the pro portal. */
export const designerInboxItemSchema = designerRequestSchema.extend({
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    owner_name: z.string(),
    /** The showroom the project is in (its company name), null when none. */
    showroom: z.string().nullable(),
  }),
  asked_by: z.object({ name: z.string(), role: z.enum(['owner', 'pro']).nullable() }),
  /** The project's rooms, once the designer is in it (empty before and after). */
  rooms: z.array(designerRoomSchema),
});
export type DesignerInboxItem = z.infer<typeof designerInboxItemSchema>;
