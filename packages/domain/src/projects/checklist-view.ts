import { z } from 'zod';
import { CHECKLIST_KINDS, CHECKLIST_STATUSES } from './checklist.ts';
import { DIMENSION_UNITS } from './checklist-dimensions.ts';

/** A checklist as the API answers it (GET/POST/PUT /api/projectChecklist), and as a 409 carries it. */
const mmField = z.number().int().nullable();
/** A measure as the member entered it, in the item's unit (18 in stays 18 in). */
const enteredField = z.number().nullable();

export const checklistItemSchema = z.object({
  id: z.string(),
  room: z.string(),
  kind: z.enum(CHECKLIST_KINDS),
  title: z.string(),
  dimensions: z.object({
    unit: z.enum(DIMENSION_UNITS),
    width: enteredField,
    length: enteredField,
    height: enteredField,
    width_mm: mmField,
    length_mm: mmField,
    height_mm: mmField,
  }),
  /** "120 × 96 in (3,048 × 2,438 mm)": the measures in the unit entered, then the other. */
  dimensions_text: z.string(),
  quantity: z.number().int(),
  notes: z.string(),
  status: z.enum(CHECKLIST_STATUSES),
  photo_id: z.number().int().nullable(),
  product: z.string().nullable(),
  design: z.object({ id: z.number().int(), surface: z.string().nullable() }).nullable(),
  assignee_id: z.number().int().nullable(),
});

export const checklistSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project_name: z.string(),
  title: z.string(),
  notes: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
  items: z.array(checklistItemSchema),
  /** The people an item can be assigned to (empty in the list of every checklist). */
  members: z.array(
    z.object({ user_id: z.number().int(), name: z.string(), role: z.enum(['owner', 'pro', 'designer']) }),
  ),
});
export type ProjectChecklist = z.infer<typeof checklistSchema>;

/** 409: someone saved first; `current` is what is stored now. */
export const checklistConflictSchema = z.object({ message: z.string(), current: checklistSchema });
