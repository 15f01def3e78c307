import { z } from 'zod';
import { roomDocumentSchema } from '../room/document.ts';
import { idField } from '../shared/input-limits.ts';

/**
 * The designs API (docs/api-designs.md): a homeowner's room documents with their versions. Owner-only:
 * another account's design is 404, as if it did not exist.
 */

/** A stored design may not be larger than this, as JSON (a 400-surface kitchen is ~150 KB). */
export const MAX_DESIGN_BYTES = 256 * 1024;
/** Designs one account may keep. */
export const MAX_DESIGNS_PER_USER = 200;
/** Versions kept per design: saving the next drops the oldest. */
export const MAX_DESIGN_VERSIONS = 50;

const planId = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, 'The floor plan is invalid.');

export const DESIGN_MESSAGES = {
  tooLarge: `The design may not be larger than ${MAX_DESIGN_BYTES / 1024} KB.`,
  tooMany: `You can keep up to ${MAX_DESIGNS_PER_USER} designs. Delete one to start another.`,
  stale: 'This design was changed elsewhere. Reload it to see the latest version.',
} as const;

/** POST /api/designs. */
export const createDesignBody = z.object({
  name: z.string().trim().min(1).max(120),
  floorplan: planId,
  floorTemplate: planId.nullable().optional(),
  project: idField('project').optional(),
  document: roomDocumentSchema,
});
export type CreateDesignRequest = z.input<typeof createDesignBody>;
/** The body as the server reads it. */
export type CreateDesignBody = z.output<typeof createDesignBody>;

/** PUT /api/designs/{id}: the next version, made from `base_version` (409 when that is no longer the newest). */
export const saveDesignBody = z.object({
  base_version: z.number().int().min(1).max(2_147_483_647),
  name: z.string().trim().min(1).max(120).optional(),
  document: roomDocumentSchema,
});
export type SaveDesignRequest = z.input<typeof saveDesignBody>;

const stamp = z.string();

/** A design in a list (GET /api/designs). */
export const designSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  floorplan: z.string(),
  floorTemplate: z.string().nullable(),
  project: z.number().int().nullable(),
  version: z.number().int(),
  created_at: stamp,
  updated_at: stamp,
});
export type DesignSummary = z.infer<typeof designSummarySchema>;

/** A design with one version's document (the newest unless a version was asked for). */
export const designSchema = designSummarySchema.extend({
  /** The version whose document this is. */
  document_version: z.number().int(),
  document: roomDocumentSchema,
});
export type Design = z.infer<typeof designSchema>;

/** GET /api/visualization/design: a floor plan dressed by a template from the catalogue, to start from. */
export const startingDesignSchema = z.object({
  floorplan: z.string(),
  floorTemplate: z.string(),
  /** A name to save it under: the template's and the plan's. */
  name: z.string(),
  document: roomDocumentSchema,
});
export type StartingDesign = z.infer<typeof startingDesignSchema>;
