import { lineTotalCents } from '@app/domain/estimates/estimate-line';
import type { Substitutes } from '@app/domain/estimates/substitutes';
import { rankSubstitutes, SUBSTITUTE_MESSAGES, withSubstitute } from '@app/domain/estimates/substitutes';
import type { ProductRef, RoomDocument } from '@app/domain/room/document';
import { inchesOf } from '@app/domain/room/sell-units';
import { type Slot, slotCategories } from '@app/domain/room/templates';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { findDesignVersion, lockDesignById } from '../designs/designs.repository.ts';
import { saveNextVersion } from '../designs/designs.service.ts';
import { pricingRefOf } from '../projects/cart-view.ts';
import { findOwnProject } from '../projects/projects.repository.ts';
import { productsOf, texturesOf } from '../visualizer/size-texture.ts';
import { swapOptionPage } from '../visualizer/swap-options.repository.ts';
import { sizeTextureRows } from '../visualizer/visualizer.repository.ts';
import { openChangeOrderOfDesign } from './change-orders.repository.ts';
import { proposedLines } from './change-orders.service.ts';
import { declinedItemOf } from './substitutes.repository.ts';

/** How many substitutes are offered, and how many candidates of the slot are read to choose them from. */
const OFFERED = 3;
const READ = 40;

/** The slot a product stands in (its first surface's or fixture's kind) and, for a fixture, its width. */
function slotOf(doc: RoomDocument, ref: ProductRef): { slot: Slot; fitWidthIn: number | null } | null {
  const same = (p: ProductRef | null | undefined) => p?.product === ref.product && p.sizeId === ref.sizeId;
  const surface = doc.surfaces.find((s) => same(s.product));
  if (surface) return { slot: surface.kind, fitWidthIn: null };
  const fixture = doc.fixtures.find((f) => same(f.product));
  return fixture ? { slot: fixture.kind, fitWidthIn: fixture.width / 25.4 } : null;
}

/**
 * GET /api/order_items/{id}/substitutes (issue 25 point 6): for an item of the homeowner's design-linked
 * order that its vendor declined, up to three products the showroom sells that stand in the same slot of
 * the room as it is now (the swap panel's candidates: same categories, a fixture's width that fits first),
 * those sharing a colour with the declined one next, then the closest price; each with the quantity the room
 * takes of it and what that costs beside what the declined line cost.
 */
export async function substitutesFor(db: Database, userId: number, itemId: number): Promise<Substitutes> {
  const { offer, room } = await offerFor(db, userId, itemId);
  if (!room || offer.substitutes.length === 0) return { ...offer, room: null };
  const { document, ...shown } = room;
  return { ...offer, room: { ...shown, textures: await texturesShown(db, document, offer.substitutes) } };
}

/** How the room's products and each substitute are drawn (each in the room, before one is chosen). */
async function texturesShown(db: Database, document: RoomDocument, substitutes: Substitutes['substitutes']) {
  const refs = [
    ...productsOf(document),
    ...substitutes.map((s) => ({ product: s.product.hash, sizeId: s.size_id })),
  ];
  const rows = await sizeTextureRows(db, [...new Set(refs.map((r) => r.sizeId))]);
  return texturesOf(refs, rows);
}

type Offer = {
  offer: Omit<Substitutes, 'room'>;
  /** The room they stand in as it is now, and the declined product as it holds it; null without one. */
  room: { design: { id: number; version: number }; declined: ProductRef; document: RoomDocument } | null;
};

/** The substitutes offered (substitutesFor) and the room they stand in. */
async function offerFor(db: Database, userId: number, itemId: number): Promise<Offer> {
  const item = await declinedItemOf(db, userId, itemId);
  if (!item) throw new AppError('not_found');
  const base = { item_id: item.id, declined: { name: item.productName, line_total_cents: item.lineTotal } };
  const none = (reason: string): Offer => ({ offer: { ...base, substitutes: [], reason }, room: null });
  if (item.status !== 'Decline') return none(SUBSTITUTE_MESSAGES.notDeclined);
  const design = item.designId === null ? null : await findDesignVersion(db, item.designId);
  const project = item.projectId === null ? null : await findOwnProject(db, userId, item.projectId);
  if (!design || !project || design.design.projectId !== project.id) return none(SUBSTITUTE_MESSAGES.noRoom);
  const from = { product: item.hash, sizeId: item.productSizeId };
  const slot = slotOf(design.document, from);
  if (!slot) return none(SUBSTITUTE_MESSAGES.notInRoom);
  const ref = pricingRefOf(project);
  const { rows } = await swapOptionPage(
    db,
    {
      categories: slotCategories(slot.slot),
      leaves: null,
      nameQuery: null,
      filters: {
        color: null,
        finish: null,
        size: null,
        brand: null,
        style: null,
        priceMin: null,
        priceMax: null,
      },
      sort: 'fit',
      weights: [],
      fitWidthIn: slot.fitWidthIn,
      limit: READ,
      offset: 0,
    },
    ref,
  );
  const declined = { sizeId: item.productSizeId, colors: item.colors, priceCents: item.unitPrice };
  const substitutes: Substitutes['substitutes'] = [];
  const candidates = rows.map((r) => ({
    sizeId: Number(r.size_id),
    widthIn: inchesOf(r.width_size),
    colors: r.colors ?? [],
    priceCents: toProductCard(r).price_cents,
    item: r,
  }));
  for (const row of rankSubstitutes(candidates, declined, slot.fitWidthIn)) {
    if (substitutes.length === OFFERED) break;
    const to = { product: row.hash, sizeId: Number(row.size_id) };
    const doc = withSubstitute(design.document, from, to);
    const lines = await proposedLines(
      db,
      { id: design.design.id, projectId: project.id, userId, version: design.version, document: doc },
      design.design.name,
    );
    const line = lines.find((l) => l.product?.product === to.product && l.product.sizeId === to.sizeId);
    if (!line) continue;
    const total = lineTotalCents(line);
    substitutes.push({
      product: toProductCard(row),
      size_id: to.sizeId,
      quantity: line.quantity,
      unit: line.unit,
      line_total_cents: total,
      difference_cents: total - item.lineTotal,
    });
  }
  return {
    offer: { ...base, substitutes, reason: substitutes.length === 0 ? SUBSTITUTE_MESSAGES.none : null },
    room: {
      design: { id: design.design.id, version: design.version },
      declined: from,
      document: design.document,
    },
  };
}

/**
 * POST /api/order_items/{id}/substitutes: the homeowner picks one of the substitutes offered (422 on
 * `size_id` otherwise); it takes the declined product's place in the room as its next version, and that save
 * drafts the change order (change-orders.service.ts) that orders it once approved — the declined line was
 * refunded when it was declined. Answers the room's version and the change order (null when no estimate of
 * the room was approved: the homeowner orders it from the room's checklist).
 */
export async function chooseSubstitute(db: Database, userId: number, itemId: number, sizeId: number) {
  const { offer } = await offerFor(db, userId, itemId);
  const chosen = offer.substitutes.find((s) => s.size_id === sizeId);
  if (!chosen) throw AppError.invalid(fieldError('size_id', SUBSTITUTE_MESSAGES.notOffered));
  const item = (await declinedItemOf(db, userId, itemId))!;
  const from = { product: item.hash, sizeId: item.productSizeId };
  const to = { product: chosen.product.hash, sizeId };
  return db.transaction(async (tx) => {
    const design = await lockDesignById(tx, item.designId!);
    const newest = design && (await findDesignVersion(tx, design.id));
    if (!design || !newest || design.userId !== userId) throw new AppError('not_found');
    const saved = await saveNextVersion(
      tx,
      design,
      { base_version: design.version, document: withSubstitute(newest.document, from, to) },
      userId,
    );
    const change = await openChangeOrderOfDesign(tx, design.projectId!, design.id);
    return {
      design: { id: design.id, version: saved.design.version },
      change_order: change && { id: change.id, project_id: change.projectId, version: change.version },
      message: change ? null : SUBSTITUTE_MESSAGES.noEstimate,
    };
  });
}
