import { CANCELLABLE } from '@app/domain/orders/homeowner-actions';
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

const cancellableSql = sql.join(
  CANCELLABLE.map((status) => sql`${status}`),
  sql`, `,
);

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
      and i.status in (${cancellableSql})
      and not exists (select 1 from refunds r where r.order_item_id = i.id)
    order by i.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), qty: Number(r.qty), paidCents: Number(r.paid) }));
}

/**
 * A change order version's chosen removals, locked for the rest of `tx`: the items kept in removal_items,
 * or (null: not chosen yet) the items refunds under its keys name — a version approved before the list was
 * kept — and whether there was a list.
 */
export async function lockRemovalItems(tx: Database, estimateId: number, version: number) {
  const [row] = rowsOf<{ items: number[] | null; refunded: number[] }>(
    await tx.execute(sql`select v.removal_items as items,
        array(select r.order_item_id from refunds r
          where r.idempotency_key like ${`change:${estimateId}:%`} order by r.order_item_id) as refunded
      from estimate_versions v where v.estimate_id = ${estimateId} and v.version = ${version} for update`),
  );
  if (!row) return null;
  return { items: row.items?.map(Number) ?? null, refunded: row.refunded.map(Number) };
}

export async function keepRemovalItems(tx: Database, estimateId: number, version: number, items: number[]) {
  await tx
    .update(estimateVersions)
    .set({ removalItems: items })
    .where(and(eq(estimateVersions.estimateId, estimateId), eq(estimateVersions.version, version)));
}

/**
 * Approved change orders (paid, or with nothing to pay) approved before `before` whose removals are not
 * finished: no list chosen yet, or an item of the list still not shipped and not refunded. A crash between
 * an approval's order and its refunds leaves one (the change-order refunds job finishes it).
 */
export async function unfinishedRemovals(db: Database, before: Date, limit = 100) {
  const rows = rowsOf<{ project_id: number; estimate_id: number; owner_id: number }>(
    await db.execute(sql`select e.project_id, e.id as estimate_id, p.user_id as owner_id
      from estimates e
      join estimate_versions v on v.estimate_id = e.id and v.version = e.sent_version
      join projects p on p.id = e.project_id
      left join payment_attempts a on a.id = v.attempt_id
      where e.kind = 'change_order' and e.status = 'approved' and v.approved_at < ${before}
        and (v.attempt_id is null or a.status = 'completed')
        and (v.removal_items is null or exists (
          select 1 from order_items i where i.id = any(v.removal_items) and i.status in (${cancellableSql})
            and not exists (select 1 from refunds r where r.order_item_id = i.id)))
      order by v.approved_at limit ${limit}`),
  );
  return rows.map((r) => ({
    projectId: Number(r.project_id),
    estimateId: Number(r.estimate_id),
    ownerId: Number(r.owner_id),
  }));
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
