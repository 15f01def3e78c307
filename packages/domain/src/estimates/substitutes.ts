import { z } from 'zod';
import { productCardSchema, productTextureSchema } from '../catalog/contract.ts';
import { type ProductRef, productRefSchema, type RoomDocument } from '../room/document.ts';
import { idField } from '../shared/input-limits.ts';

/**
 * Substitutes for an item its vendor declined (issue 25 point 6): up to three products the showroom sells that
 * stand in the same slot of the room, each with what the room takes of it and the price difference; choosing
 * one swaps it into the room, which drafts the change order the homeowner approves.
 */
export const SUBSTITUTE_MESSAGES = {
  notDeclined: 'Substitutes are offered for an item its vendor declined.',
  noRoom: 'This item was not ordered from a room of one of your projects.',
  notInRoom: 'Your room no longer holds this product: choose another in the room itself.',
  none: 'The showroom has no other product for this place in your room.',
  notOffered: 'That product is not one of the substitutes offered for this item.',
  noEstimate: 'Your room is swapped. Add the new product to your cart from the room’s checklist.',
} as const;

export const substitutesSchema = z.object({
  item_id: z.number().int(),
  declined: z.object({ name: z.string(), line_total_cents: z.number().int() }),
  substitutes: z.array(
    z.object({
      product: productCardSchema,
      size_id: z.number().int(),
      /** What the room takes of it, in its sell unit. */
      quantity: z.number(),
      unit: z.string(),
      line_total_cents: z.number().int(),
      /** line_total − the declined line's total: > 0 costs more. */
      difference_cents: z.number().int(),
    }),
  ),
  /** Why none is offered (not declined, not from a room, nothing fits); null when some are. */
  reason: z.string().nullable(),
  /**
   * The room they are offered for, to show each in it (`withSubstitute`): the design and the version they
   * were found in, the declined product as that room holds it, and how the room's products and every
   * substitute are drawn (by productRefKey, as the checklist's `textures`). Null when none is offered.
   */
  room: z
    .object({
      design: z.object({ id: z.number().int(), version: z.number().int() }),
      declined: productRefSchema,
      textures: z.record(z.string(), productTextureSchema),
    })
    .nullable(),
});
export type Substitutes = z.infer<typeof substitutesSchema>;

/** POST /api/order_items/{id}/substitutes: the substitute chosen (one of those offered). */
export const chooseSubstituteBody = z.object({ size_id: idField('size') });

/** The answer: the room's new version, and the change order it drafted (null when no estimate was approved). */
export const chosenSubstituteSchema = z.object({
  design: z.object({ id: z.number().int(), version: z.number().int() }),
  change_order: z
    .object({ id: z.number().int(), project_id: z.number().int(), version: z.number().int() })
    .nullable(),
  message: z.string().nullable(),
});

/**
 * The room with the substitute wherever it holds the declined product (its surfaces and fixtures, which keep
 * their place and size): what choosing it saves, and what the homeowner is shown before choosing.
 */
export function withSubstitute(
  doc: RoomDocument,
  declined: ProductRef,
  substitute: ProductRef,
): RoomDocument {
  const held = (p: ProductRef | null | undefined) =>
    p?.product === declined.product && p.sizeId === declined.sizeId;
  const to = { product: substitute.product, sizeId: substitute.sizeId };
  return {
    ...doc,
    surfaces: doc.surfaces.map((s) => (held(s.product) ? { ...s, product: to } : s)),
    fixtures: doc.fixtures.map((f) => (held(f.product) ? { ...f, product: to } : f)),
  };
}

/** A candidate substitute as ranked: its size, width (inches; null unknown), colours and unit price. */
export type SubstituteCandidate<T> = {
  sizeId: number;
  widthIn: number | null;
  colors: readonly string[];
  priceCents: number;
  item: T;
};

/**
 * The candidates in the order they are offered: never the declined size; those that fit the slot's width
 * first (a surface: every one fits), then those sharing a colour with the declined product, then the
 * closest unit price.
 */
export function rankSubstitutes<T>(
  candidates: readonly SubstituteCandidate<T>[],
  declined: { sizeId: number; colors: readonly string[]; priceCents: number },
  fitWidthIn: number | null,
): T[] {
  const score = (c: SubstituteCandidate<T>) => [
    fitWidthIn === null || (c.widthIn !== null && c.widthIn <= fitWidthIn) ? 0 : 1,
    c.colors.some((colour) => declined.colors.includes(colour)) ? 0 : 1,
    Math.abs(c.priceCents - declined.priceCents),
  ];
  return candidates
    .filter((c) => c.sizeId !== declined.sizeId)
    .map((c) => ({ c, s: score(c) }))
    .sort((a, b) => a.s[0]! - b.s[0]! || a.s[1]! - b.s[1]! || a.s[2]! - b.s[2]!)
    .map((x) => x.c.item);
}
