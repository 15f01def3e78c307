import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { estimates, estimateVersions } from '../../db/schema/index.ts';
import type { EstimateRow, VersionRow } from './estimates.repository.ts';

/** Estimates with the version sent (for an approved one, the version approved). */
const withSentVersion = (db: Database) =>
  db
    .select({ estimate: estimates, version: estimateVersions })
    .from(estimates)
    .innerJoin(
      estimateVersions,
      and(eq(estimateVersions.estimateId, estimates.id), eq(estimateVersions.version, estimates.sentVersion)),
    );

/**
 * The project's approved estimates drafted from a design (its approved version names it), each with that
 * version: what a change in the design is priced against (issue 25 point 5).
 */
export async function approvedEstimatesOfDesign(
  db: Database,
  projectId: number,
  designId: number,
): Promise<{ estimate: EstimateRow; approvedVersion: VersionRow }[]> {
  const rows = await withSentVersion(db)
    .where(
      and(
        eq(estimates.projectId, projectId),
        eq(estimates.kind, 'estimate'),
        eq(estimates.status, 'approved'),
        sql`${estimateVersions.designs} @> ${JSON.stringify([{ id: designId }])}::jsonb`,
      ),
    )
    .orderBy(asc(estimates.id));
  return rows.map((r) => ({ estimate: r.estimate, approvedVersion: r.version }));
}

/** The approved versions of an estimate's approved change orders, in the order they were approved. */
export async function approvedChangeOrders(db: Database, parentId: number): Promise<VersionRow[]> {
  const rows = await withSentVersion(db)
    .where(
      and(
        eq(estimates.parentId, parentId),
        eq(estimates.kind, 'change_order'),
        eq(estimates.status, 'approved'),
      ),
    )
    .orderBy(asc(estimateVersions.approvedAt), asc(estimates.id));
  return rows.map((r) => r.version);
}

/** Change orders following a design that are not answered yet. */
const openFollowing = (designId: number) =>
  and(
    eq(estimates.designId, designId),
    eq(estimates.kind, 'change_order'),
    inArray(estimates.status, ['draft', 'sent']),
  );

/** The change order of an estimate and design not answered yet, locked; null when there is none. */
export async function openChangeOrder(
  tx: Database,
  parentId: number,
  designId: number,
): Promise<EstimateRow | null> {
  const [row] = await tx
    .select()
    .from(estimates)
    .where(and(eq(estimates.parentId, parentId), openFollowing(designId)))
    .for('update');
  return row ?? null;
}

/** Withdraws a change order never answered (the room is back as approved): nothing was paid for it. */
export async function deleteChangeOrder(tx: Database, id: number) {
  await tx
    .delete(estimates)
    .where(
      and(
        eq(estimates.id, id),
        eq(estimates.kind, 'change_order'),
        inArray(estimates.status, ['draft', 'sent']),
      ),
    );
}

/**
 * The items an estimate's orders (its own and its approved change orders') bought of a product size that
 * are not shipped yet and not refunded, oldest first, with their quantities and what was paid for them
 * (line and tax): what a removal may cancel.
 */
export async function cancellableItemsOf(db: Database, parentId: number, sizeId: number) {
  const rows = rowsOf<{ id: number; qty: number; paid: number }>(
    await db.execute(sql`select i.id, i.qty, i.line_total + i.tax_cents as paid from order_items i join orders o on o.id = i.order_id
    where (o.estimate_id = ${parentId}
        or o.estimate_id in (select id from estimates where parent_id = ${parentId} and status = 'approved'))
      and i.product_size_id = ${sizeId}
      and i.status in ('Waiting for approval', 'Vendor Approved', 'In Progress', 'Ready to Pick Up',
        'Accept to Pick Up')
      and not exists (select 1 from refunds r where r.order_item_id = i.id)
    order by i.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), qty: Number(r.qty), paidCents: Number(r.paid) }));
}

/** Whether a change order's removals were refunded already (its refunds' keys name it). */
export async function removalsRefunded(db: Database, changeOrderId: number): Promise<boolean> {
  const [row] = rowsOf<{ done: boolean }>(
    await db.execute(sql`select exists (select 1 from refunds
      where idempotency_key like ${`change:${changeOrderId}:%`}) as done`),
  );
  return row?.done === true;
}

/** The project's open change order following a design (the newest, should estimates of it be several). */
export async function openChangeOrderOfDesign(db: Database, projectId: number, designId: number) {
  const [row] = await db
    .select()
    .from(estimates)
    .where(and(eq(estimates.projectId, projectId), openFollowing(designId)))
    .orderBy(sql`${estimates.id} desc`)
    .limit(1);
  return row ?? null;
}
