import { z } from 'zod';
import { approvalSchema } from './approval.ts';
import { ESTIMATE_CATEGORIES, LABOUR_CATEGORIES, RATE_BASES } from './categories.ts';
import { ESTIMATE_MODES } from './estimate.ts';
import { LINE_KINDS } from './estimate-line.ts';

/**
 * The answers of the pro's rate table and of a project's estimates (issue 25; docs/api-estimates.md). The
 * server serialises with these schemas, which also strip any field a schema does not name: the homeowner's
 * schemas have no cost, markup, vendor or platform field to carry (money by role, spec point 6).
 */

export const rateTableSchema = z.object({
  labour_markup_bps: z.number().int(),
  rates: z.array(
    z.object({
      category: z.enum(LABOUR_CATEGORIES),
      basis: z.enum(RATE_BASES),
      rate_cents: z.number().int(),
    }),
  ),
  /** True until the pro saves a table of their own: the answer is DEFAULT_RATE_TABLE. */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type RateTableView = z.infer<typeof rateTableSchema>;

export const ESTIMATE_STATUSES = ['draft', 'sent', 'approved', 'declined'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
/** An estimate, or a change order drafted by itself from a change in a room after approval (issue 25). */
export const ESTIMATE_KINDS = ['estimate', 'change_order'] as const;
export type EstimateKind = (typeof ESTIMATE_KINDS)[number];

const productRef = z.object({ product: z.string(), sizeId: z.number().int() });
const designRef = z.object({ id: z.number().int(), version: z.number().int() });
const person = z.object({ user_id: z.number().int(), name: z.string() });
const deposit = z.union([
  z.object({ kind: z.literal('percent'), bps: z.number().int() }),
  z.object({ kind: z.literal('fixed'), cents: z.number().int() }),
]);

/** A line as the pro keeps it (estimate-line.ts EstimateLine). */
export const estimateLineSchema = z.object({
  id: z.string(),
  kind: z.enum(LINE_KINDS),
  room: z.string(),
  category: z.enum(ESTIMATE_CATEGORIES),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unit_cost_cents: z.number().int(),
  markup_bps: z.number().int(),
  unit_price_cents: z.number().int(),
  taxable: z.boolean(),
  visible_to_client: z.boolean(),
  product: productRef.nullable(),
  design: designRef.nullable(),
  note: z.string(),
  parts: z.array(z.string()),
});

const totals = {
  allowances_cents: z.number().int(),
  subtotal_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  deposit_cents: z.number().int(),
};
const fixedPriceTotals = z.object(totals);
export const estimateTotalsSchema = fixedPriceTotals.extend({
  materials_cents: z.number().int(),
  labour_cents: z.number().int(),
  fees_cents: z.number().int(),
});

/** The tax a version was priced under: the homeowner's ship-to state, its rate, and the state's labour rule. */
const taxSchema = z.object({
  state: z.string().nullable(),
  tax_bps: z.number().int(),
  labour_taxable: z.boolean(),
});

const header = {
  id: z.number().int(),
  project_id: z.number().int(),
  /** A change order names the approved estimate it changes (`parent_id`) and the room it follows. */
  kind: z.enum(ESTIMATE_KINDS),
  parent_id: z.number().int().nullable(),
  design_id: z.number().int().nullable(),
  status: z.enum(ESTIMATE_STATUSES),
  drafted_by: person.nullable(),
  created_at: z.string(),
};

/** One version as the pro and the project's designers read it: every line with its cost and markup. */
export const proEstimateVersionSchema = z.object({
  version: z.number().int(),
  mode: z.enum(ESTIMATE_MODES),
  deposit,
  valid_until: z.string().nullable(),
  message: z.string(),
  lines: z.array(estimateLineSchema),
  totals: estimateTotalsSchema,
  tax: taxSchema,
  /** The design versions its lines were drafted from. */
  designs: z.array(designRef),
  /** What changed from the version before, in the pro's words (version-words.ts); [] for version 1. */
  changes: z.array(z.string()),
  /** Version 1: the surfaces and fixtures whose product the showroom does not sell (drafted as open slots). */
  unpriced: z.array(z.string()),
  /** Version 1: the trades the rate table had no rate for (no labour line drafted). */
  unrated: z.array(z.string()),
  created_by: person.nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  /** The homeowner's signature and the order it placed; null unless this version was approved. */
  approval: approvalSchema.nullable(),
});

export const proEstimateSchema = z.object({
  view: z.literal('pro'),
  ...header,
  mode: z.enum(ESTIMATE_MODES),
  deposit,
  valid_until: z.string().nullable(),
  message: z.string(),
  /** The newest version (the base of the next) and the newest sent to the homeowner. */
  version: z.number().int(),
  sent_version: z.number().int().nullable(),
  updated_at: z.string(),
  /** Newest first. */
  versions: z.array(proEstimateVersionSchema),
});
export type ProEstimate = z.infer<typeof proEstimateSchema>;

/** A line as the homeowner reads it (views.ts ClientLine): never a material's cost, never the platform's share. */
const clientLine = {
  id: z.string(),
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unit_price_cents: z.number().int(),
  total_cents: z.number().int(),
  taxed: z.boolean(),
  product: productRef.nullable(),
  design: designRef.nullable(),
  note: z.string(),
};
const group = <L extends z.ZodType>(line: L) =>
  z.object({
    room: z.string(),
    category: z.enum(ESTIMATE_CATEGORIES),
    label: z.string(),
    total_cents: z.number().int(),
    lines: z.array(line),
    other_cents: z.number().int(),
  });
/** Open book: the pro's own lines show their cost and markup. */
const openBookLine = z.object({
  ...clientLine,
  unit_cost_cents: z.number().int().optional(),
  markup_bps: z.number().int().optional(),
});
/** Fixed price: no cost or markup field at all, whatever the view held. */
const fixedPriceLine = z.object(clientLine);

export const clientViewSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('open_book'),
    groups: z.array(group(openBookLine)),
    totals: estimateTotalsSchema,
  }),
  z.object({
    mode: z.literal('fixed_price'),
    groups: z.array(group(fixedPriceLine)),
    totals: fixedPriceTotals,
  }),
]);

/** A version sent to the homeowner, as they read it. */
export const clientEstimateVersionSchema = z.object({
  version: z.number().int(),
  valid_until: z.string().nullable(),
  message: z.string(),
  estimate: clientViewSchema,
  /** What changed since the version sent before, in the words their view allows; [] for the first. */
  changes: z.array(z.string()),
  sent_at: z.string(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  approval: approvalSchema.nullable(),
});

export const clientEstimateSchema = z.object({
  view: z.literal('client'),
  ...header,
  /** The sent versions only, newest first. */
  versions: z.array(clientEstimateVersionSchema),
});
export type ClientEstimateView = z.infer<typeof clientEstimateSchema>;

/** GET …/estimates/{estimateId}: the pro's copy or the homeowner's, by the caller's place in the project. */
export const estimateSchema = z.discriminatedUnion('view', [proEstimateSchema, clientEstimateSchema]);
export type EstimateView = z.infer<typeof estimateSchema>;

/** POST …/approve: the estimate as the homeowner now reads it, the order placed, and the one charge. */
export const approvedEstimateSchema = z.object({
  estimate: estimateSchema,
  /** Null only when there was nothing to pay (no material line, no deposit): the signature approved it. */
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** The one charge: the order's, plus the deposit. */
  charge_cents: z.number().int(),
  deposit_cents: z.number().int(),
});
export type ApprovedEstimate = z.infer<typeof approvedEstimateSchema>;

/** A stale write (409): nothing was written; `current` is the caller's copy as it stands. */
export const estimateConflictSchema = z.object({ message: z.string(), current: estimateSchema });

/**
 * GET /api/project/{projectId}/estimates: one card per estimate, for the pro its newest version, for the
 * homeowner the newest sent one (estimates never sent are not listed to them).
 */
export const estimateCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ESTIMATE_KINDS),
  parent_id: z.number().int().nullable(),
  status: z.enum(ESTIMATE_STATUSES),
  version: z.number().int(),
  mode: z.enum(ESTIMATE_MODES),
  total_cents: z.number().int(),
  drafted_by: person.nullable(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
});
export type EstimateCard = z.infer<typeof estimateCardSchema>;
