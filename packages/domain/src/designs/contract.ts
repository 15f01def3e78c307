import { z } from 'zod';
import {
  pageField,
  productCardSchema,
  productTextureSchema,
  showroomRefFields,
} from '../catalog/contract.ts';
import { paginationSchema } from '../catalog/pagination.ts';
import { FIXTURE_KINDS, FIXTURE_VARIANTS, roomDocumentSchema, SURFACE_KINDS } from '../room/document.ts';
import { idField, strictInt } from '../shared/input-limits.ts';
import { refineSwapFilters, swapFacetsSchema, swapFilterFields } from './swap-filters.ts';

/**
 * The designs API (docs/api-designs.md): a homeowner's room documents with their versions. Owner-only, but
 * for the designers of the design's project, who open and save it too (issue 24): anyone else's request is
 * 404, as if it did not exist.
 */

/** A stored design may not be larger than this, as JSON (a 400-surface kitchen is ~150 KB). */
export const MAX_DESIGN_BYTES = 256 * 1024;
/** Designs one account may keep. */
export const MAX_DESIGNS_PER_USER = 200;
/** Versions kept per design: saving the next drops the oldest. */
export const MAX_DESIGN_VERSIONS = 50;

/** Whether a room document is within the size a design may have (as UTF-8 JSON). */
export const designFits = (document: unknown) =>
  new TextEncoder().encode(JSON.stringify(document)).length <= MAX_DESIGN_BYTES;

const planId = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, 'The floor plan is invalid.');

export const DESIGN_MESSAGES = {
  tooLarge: `The design may not be larger than ${MAX_DESIGN_BYTES / 1024} KB.`,
  tooMany: `You can keep up to ${MAX_DESIGNS_PER_USER} designs. Delete one to start another.`,
  stale: 'This design was changed elsewhere. Reload it to see the latest version.',
  versionGone: `This version is no longer kept (the newest ${MAX_DESIGN_VERSIONS} are).`,
  restored: 'Version restored.',
  readOnly: 'Only the project’s owner and its designers change its rooms.',
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

const versionNumber = (label: string) => strictInt(label, { min: 1, max: 2_147_483_647 });

/**
 * POST /api/designs/{id}/restore: an older version's document saved as the next version (issue 24 point 5:
 * the homeowner takes back a designer's edit, and nothing is lost: the edit stays a version too).
 */
export const restoreDesignBody = z.object({
  version: versionNumber('version'),
  base_version: versionNumber('base version'),
});

const stamp = z.string();

/** GET /api/designs/{id}/versions: the versions kept, newest first, to compare two (GET ?version=n). */
export const designVersionsSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  versions: z.array(z.object({ version: z.number().int(), created_at: stamp })),
});

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
  /** How each of its products is drawn, by productRefKey (the checklist's `textures`, known before pricing). */
  textures: z.record(z.string(), productTextureSchema),
});
export type StartingDesign = z.infer<typeof startingDesignSchema>;

/** POST /api/visualization/checklist: a room document priced in a showroom. */
export const checklistBody = z.object({ document: roomDocumentSchema, ...showroomRefFields });
export type ChecklistRequest = z.input<typeof checklistBody>;

/** One line of the checklist: a product at the showroom's price, how much of it, and why that much. */
export const checklistLineSchema = z.object({
  /** The product in the size the design uses, priced in the showroom (price_cents: one unit). */
  product: productCardSchema,
  /** What the design needs, in the product's sell unit (the bill of materials). */
  units: z.number().int(),
  unit_name: z.string(),
  /** What goes in the cart: `units`, raised to the size's minimum order. */
  qty: z.number().int(),
  line_total_cents: z.number().int(),
  surfaces: z.array(
    z.object({
      id: z.string(),
      net_sqft: z.number(),
      waste_percent: z.number().int(),
      with_waste_sqft: z.number(),
    }),
  ),
  fixtures: z.array(z.string()),
  /** The arithmetic, one sentence per step. */
  steps: z.array(z.string()),
  /** Slab and roll lines: the seams the layout makes (two pieces of one countertop run, two strips of turf). */
  seams: z.number().int().optional(),
  /** An installation supply the design's materials call for (grout, thinset, underlayment, a transition strip). */
  accessory: z.boolean(),
});
export type ChecklistLine = z.infer<typeof checklistLineSchema>;

export const checklistSchema = z.object({
  lines: z.array(checklistLineSchema),
  /** Σ line totals before tax and shipping (the cart and checkout add those). */
  subtotal_cents: z.number().int(),
  /** What does not fit (fit-checks.ts), each naming the fixtures, openings and walls involved. */
  problems: z.array(z.object({ code: z.string(), message: z.string(), ids: z.array(z.string()) })),
  /** Surfaces and fixtures whose product is not in the catalogue (any more): left out of the lines. */
  unpriced: z.array(z.string()),
  /**
   * How each product of the design is drawn, by `hash#sizeId`: its colours and pattern with the tile size (in)
   * of the size the design uses.
   */
  textures: z.record(z.string(), productTextureSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** GET and PUT /api/style_profile: the quiz's answers and the profile they make (null until taken). */
export const styleProfileAnswerSchema = z.object({
  answers: z.record(z.string(), z.string()).nullable(),
  profile: z
    .object({
      scores: z.record(z.string(), z.number().int()),
      palette: z.enum(['light', 'warm', 'dark']).nullable(),
      top: z.string(),
    })
    .nullable(),
});
export type StyleProfileAnswer = z.infer<typeof styleProfileAnswerSchema>;

/** The longest search the swap panel sends (its field stops there too). */
export const SWAP_SEARCH_MAX = 80;

/** GET /api/visualization/options: the showroom's product sizes that can go on a surface or fixture slot. */
export const swapOptionsQuery = z
  .object({
    slot: z.enum([...SURFACE_KINDS, ...FIXTURE_KINDS], { error: 'The slot is invalid.' }),
    /** The fixture's variant: a refrigerator slot lists refrigerators only (templates' VARIANT_SUBCATEGORIES). */
    variant: z.enum(FIXTURE_VARIANTS, { error: 'The variant is invalid.' }).optional(),
    /** Words of the product's name. */
    q: z.string().trim().max(SWAP_SEARCH_MAX).optional(),
    page: pageField,
    ...showroomRefFields,
    ...swapFilterFields,
  })
  .superRefine(refineSwapFilters);
export type SwapOptionsQuery = z.input<typeof swapOptionsQuery>;

/** Options per page of the swap panel. */
export const SWAP_OPTIONS_PER_PAGE = 12;

export const swapOptionSchema = z.object({
  /** The size, priced in the showroom (the card's `size_id` and `size_label`). */
  product: productCardSchema,
  /** How it is drawn, with this size's tile dimensions. */
  texture: productTextureSchema,
  /** The size's width in inches (a fixture takes it), null when the catalogue does not give one. */
  width_in: z.number().nullable(),
});
export type SwapOption = z.infer<typeof swapOptionSchema>;
export const swapOptionsSchema = paginationSchema(swapOptionSchema).extend({
  /** Counts per filter value (swap-filters.ts). */
  facets: swapFacetsSchema,
});
export type SwapOptions = z.infer<typeof swapOptionsSchema>;
