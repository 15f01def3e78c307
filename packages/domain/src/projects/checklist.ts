import { z } from 'zod';
import { text } from '../shared/fields.ts';
import { idField, strictInt } from '../shared/input-limits.ts';
import {
  DIMENSION_DECIMALS,
  DIMENSION_UNITS,
  type Dimensions,
  type DimensionUnit,
  decimalsOf,
  type ItemDimensions,
  itemDimensionsOf,
  MAX_DIMENSION_MM,
  type Measures,
  toMillimetres,
  withEntered,
} from './checklist-dimensions.ts';

/**
 * A project's shared checklist (spec points 1 and 3, issue 24): what the homeowner, the pro and a designer
 * decide, measure, order and install, room by room. One per project; every member reads and edits it.
 */

export const CHECKLIST_KINDS = ['surface', 'fixture', 'task'] as const;
export type ChecklistKind = (typeof CHECKLIST_KINDS)[number];

/** An item's way from idea to wall, in order. */
export const CHECKLIST_STATUSES = ['to_decide', 'chosen', 'ordered', 'installed'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];
export const CHECKLIST_STATUS_LABELS: Record<ChecklistStatus, string> = {
  to_decide: 'To decide',
  chosen: 'Chosen',
  ordered: 'Ordered',
  installed: 'Installed',
};

export const CHECKLIST_LIMITS = {
  /** Items per checklist: a whole house room by room is ~200. */
  items: 500,
  room: 80,
  title: 160,
  notes: 2000,
  quantity: 100_000,
} as const;

export const CHECKLIST_MESSAGES = {
  tooMany: `A checklist can hold up to ${CHECKLIST_LIMITS.items} items.`,
  stale: 'Someone else changed this checklist. Here is the latest copy; make your change again.',
  unknownItem: 'This item is no longer on the checklist.',
  exists: 'This project already has a checklist.',
  notMember: 'The assignee must be a member of the project.',
  notProjectPhoto: 'The photo must be one of the project’s photos of the space.',
} as const;

const measure = (label: string) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .positive({ error: `The ${label} must be greater than 0.` })
    .max(MAX_DIMENSION_MM, { error: `The ${label} may not be greater than ${MAX_DIMENSION_MM}.` })
    .nullable()
    .optional();

/** Width, length and height in one unit; each may be left out. Kept as entered, and in mm (checklistItemOf). */
const dimensionsInput = z
  .object({
    unit: z.enum(DIMENSION_UNITS, { error: 'The unit must be in or mm.' }).default('in'),
    width: measure('width'),
    length: measure('length'),
    height: measure('height'),
  })
  // 100 m whatever the unit: 3,937 in is the inch limit.
  .superRefine((d, ctx) => {
    for (const key of ['width', 'length', 'height'] as const) {
      const value = d[key];
      if (value == null || value <= 0) continue; // not taken, or already refused as not positive
      if (toMillimetres(value, d.unit) > MAX_DIMENSION_MM) {
        ctx.addIssue({ code: 'custom', path: [key], message: `The ${key} may not be more than 100 m.` });
      }
      // Kept exactly as typed (a veneer's 0.01 in too), so no more places than a measure has: 1/16 in, a
      // tenth of a millimetre.
      const places = DIMENSION_DECIMALS[d.unit];
      if (decimalsOf(value) > places) {
        const unit = places === 1 ? 'decimal place' : 'decimal places';
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `The ${key} may have at most ${places} ${unit}.`,
        });
      }
    }
  });

/** An item as a member sends it. `id` names an item already on the checklist (kept when replacing). */
export const checklistItemInput = z.object({
  id: z.string().uuid({ error: 'The item is invalid.' }).optional(),
  room: text('room').max(CHECKLIST_LIMITS.room, {
    error: `The room may not be greater than ${CHECKLIST_LIMITS.room} characters.`,
  }),
  kind: z.enum(CHECKLIST_KINDS, { error: 'The kind must be surface, fixture or task.' }),
  title: text('item').max(CHECKLIST_LIMITS.title, {
    error: `The item may not be greater than ${CHECKLIST_LIMITS.title} characters.`,
  }),
  dimensions: dimensionsInput.optional(),
  quantity: strictInt('quantity', { min: 1, max: CHECKLIST_LIMITS.quantity }).default(1),
  notes: z
    .string()
    .trim()
    .max(CHECKLIST_LIMITS.notes, {
      error: `The notes may not be greater than ${CHECKLIST_LIMITS.notes} characters.`,
    })
    .default(''),
  status: z.enum(CHECKLIST_STATUSES, { error: 'The status is invalid.' }).default('to_decide'),
  /** One of the project's photos (issue 24 item 6). */
  photo_id: idField('photo').nullable().optional(),
  /** The product chosen for it, by its hash. */
  product: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'The product is invalid.' })
    .nullable()
    .optional(),
  /** The design surface it measures (a room's takeoff line). */
  design: z
    .object({
      id: idField('design'),
      surface: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'The surface is invalid.' })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  /** The member who takes care of it (notified when assigned). */
  assignee_id: idField('assignee').nullable().optional(),
});
export type ChecklistItemInput = z.output<typeof checklistItemInput>;

const itemsField = z
  .array(checklistItemInput, { error: 'The items must be a list.' })
  .max(CHECKLIST_LIMITS.items, { error: CHECKLIST_MESSAGES.tooMany });

/** The checklist's own fields (the spec's `project_checklist`). */
export const projectChecklistFields = z.object({
  title: z
    .string()
    .trim()
    .max(120, { error: 'The title may not be greater than 120 characters.' })
    .optional(),
  notes: z
    .string()
    .trim()
    .max(CHECKLIST_LIMITS.notes, {
      error: `The notes may not be greater than ${CHECKLIST_LIMITS.notes} characters.`,
    })
    .optional(),
});

/** POST /api/projectChecklist: a project's checklist, with its first items. */
export const createChecklistBody = z.object({
  project_id: idField('project'),
  items: itemsField.default([]),
  project_checklist: projectChecklistFields.optional(),
});

/**
 * PUT /api/projectChecklist/{id}: `append_items` true adds `items` after the current ones, false makes them
 * the whole list (an item sent with its `id` keeps it). `version` is the copy the change was made on: a
 * stale one is a 409 with the current copy, never a lost edit.
 */
export const putChecklistBody = z.object({
  version: strictInt('version', { min: 1, max: 2_147_483_647 }),
  append_items: z.boolean({ error: 'The append items field must be true or false.' }).default(false),
  items: itemsField.optional(),
  project_checklist: projectChecklistFields.optional(),
});

/** A stored item: its measures as entered with their unit, and in millimetres. */
export type ChecklistItem = {
  id: string;
  room: string;
  kind: ChecklistKind;
  title: string;
  dimensions: ItemDimensions;
  quantity: number;
  notes: string;
  status: ChecklistStatus;
  photo_id: number | null;
  product: string | null;
  design: { id: number; surface: string | null } | null;
  assignee_id: number | null;
};

/** An item as stored, from what a member sent; `id` is the one it keeps or is given. */
export function checklistItemOf(input: ChecklistItemInput, id: string): ChecklistItem {
  const unit = input.dimensions?.unit ?? 'in';
  return {
    id,
    room: input.room,
    kind: input.kind,
    title: input.title,
    dimensions: itemDimensionsOf(input.dimensions ?? {}, unit),
    quantity: input.quantity,
    notes: input.notes,
    status: input.status,
    photo_id: input.photo_id ?? null,
    product: input.product ?? null,
    design: input.design ? { id: input.design.id, surface: input.design.surface ?? null } : null,
    assignee_id: input.assignee_id ?? null,
  };
}

/** An item as the database holds it: one kept before its measures were kept as entered has only mm. */
export type StoredChecklistItem = Omit<ChecklistItem, 'dimensions'> & {
  dimensions: Dimensions & Partial<Measures> & { unit: DimensionUnit };
};

/** A stored item as it reads today (older items: their millimetres in their unit, as their form showed). */
export const storedItemOf = (item: StoredChecklistItem): ChecklistItem => ({
  ...item,
  dimensions: withEntered(item.dimensions),
});

export type ChecklistChange =
  | { ok: true; items: ChecklistItem[]; assigned: ChecklistItem[] }
  | { ok: false; message: string; path: (string | number)[] };

/**
 * The list after a PUT: `append` adds the sent items (each a new one) after the current ones; otherwise the
 * sent items are the list, an item with an `id` replacing the one it names (an unknown id is refused: it was
 * removed meanwhile). `assigned` are the items whose assignee is new, to be told.
 */
export function changeChecklist(
  current: readonly ChecklistItem[],
  sent: readonly ChecklistItemInput[],
  append: boolean,
  newId: () => string,
): ChecklistChange {
  const byId = new Map(current.map((item) => [item.id, item]));
  const items: ChecklistItem[] = append ? [...current] : [];
  const assigned: ChecklistItem[] = [];
  for (const [index, input] of sent.entries()) {
    const before = input.id && !append ? byId.get(input.id) : undefined;
    if (input.id && !append && !before) {
      return { ok: false, message: CHECKLIST_MESSAGES.unknownItem, path: ['items', index, 'id'] };
    }
    const item = checklistItemOf(input, before?.id ?? newId());
    if (item.assignee_id !== null && item.assignee_id !== (before?.assignee_id ?? null)) assigned.push(item);
    items.push(item);
  }
  if (items.length > CHECKLIST_LIMITS.items) {
    return { ok: false, message: CHECKLIST_MESSAGES.tooMany, path: ['items'] };
  }
  return { ok: true, items, assigned };
}
