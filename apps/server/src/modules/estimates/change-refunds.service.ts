import { actionOf } from '@app/domain/estimates/applied';
import { CANCELLABLE } from '@app/domain/orders/homeowner-actions';
import type { ItemStatus } from '@app/domain/orders/item-status';
import type { Database } from '../../db/client.ts';
import { setItemStatus } from '../orders/item-status.service.ts';
import { lockItem } from '../orders/order-items.repository.ts';
import { refundItemIn, sendRefunds } from '../orders/refund.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import {
  cancellableItemsOf,
  keepRemovalItems,
  lockRemovalItems,
  unfinishedRemovals,
} from './change-orders.repository.ts';
import { type EstimateRow, estimateOfProject, type VersionRow, versionOf } from './estimates.repository.ts';

/**
 * How long an approved change order's removals may stay undone before the job takes them as left by a
 * crash: the approval's own call refunds them right after its order (the reconciler's grace, 40 s, and more).
 */
export const CHANGE_REFUNDS_AFTER_MS = 2 * 60_000;

/** The items a change order's removals cancel: whole items of each removed product, up to its quantity. */
export async function removedItems(db: Database, parentId: number, version: VersionRow) {
  const removals = version.lines.filter(
    (l) => l.kind === 'material' && l.product && l.quantity < 0 && actionOf(l.id)?.action === 'remove',
  );
  const items: { id: number; paidCents: number }[] = [];
  for (const line of removals) {
    let left = -line.quantity;
    for (const item of await cancellableItemsOf(db, parentId, line.product!.sizeId)) {
      if (item.qty > left) continue;
      left -= item.qty;
      items.push(item);
    }
  }
  return items;
}

/**
 * The items the version's removals cancel, chosen once under its lock and kept (removal_items): a replay, a
 * retry after a crash or the job reads the same list, so no further item of the product is ever taken.
 */
async function chosenRemovals(db: Database, parentId: number, version: VersionRow): Promise<number[]> {
  return db.transaction(async (tx) => {
    const kept = await lockRemovalItems(tx, version.estimateId, version.version);
    if (!kept) return [];
    if (kept.items) return kept.items;
    // Refunded before the list was kept (migration 0040): those items, never a new choice.
    const items =
      kept.refunded.length > 0 ? kept.refunded : (await removedItems(tx, parentId, version)).map((i) => i.id);
    await keepRemovalItems(tx, version.estimateId, version.version, items);
    return items;
  });
}

/**
 * An approved change order's removals (issue 25 point 5): each product taken out of the room cancels the
 * items its estimate's orders bought of it that are not shipped yet, whole items up to the quantity removed
 * (chosen once: chosenRemovals), each refunded in full through the existing refund path (recorded with the
 * status change, sent after commit, resent by the reconciler; its key `change:{id}:{item}` refunds once). An
 * item shipped or refunded meanwhile is left alone: shipped, it is the homeowner's to keep or return.
 */
export async function refundRemovals(
  db: Database,
  payments: PaymentProvider,
  change: { estimate: EstimateRow; version: VersionRow; ownerId: number; appUrl: string },
): Promise<void> {
  const { estimate, version } = change;
  if (estimate.kind !== 'change_order' || estimate.parentId === null) return;
  const refunded: number[] = [];
  for (const itemId of await chosenRemovals(db, estimate.parentId, version)) {
    const done = await db.transaction(async (tx) => {
      const locked = await lockItem(tx, itemId, { ownerId: change.ownerId });
      if (locked.refunded || !CANCELLABLE.includes(locked.status as ItemStatus)) return false;
      const refund = await refundItemIn(tx, {
        itemId,
        reason: 'cancel',
        idempotencyKey: `change:${estimate.id}:${itemId}`,
      });
      await setItemStatus(tx, locked, 'Cancle', change.appUrl, {
        actor: { id: change.ownerId, type: 'User' },
        action: 'order_item.change_order',
        money: refund ? { refund_cents: refund.amountCents } : null,
      });
      return true;
    });
    if (done) refunded.push(itemId);
  }
  for (const itemId of refunded) await sendRefunds(db, payments, { itemId });
}

/**
 * The change-order refunds job: finishes the removals of change orders approved (and paid) at least
 * `olderThanMs` ago that a crash left undone — between the approval's order and its refunds, or the
 * reconciler writing the order of an approval nobody retried. Answers how many change orders it finished.
 */
export async function finishChangeRefunds(
  db: Database,
  payments: PaymentProvider,
  opts: { appUrl: string; olderThanMs?: number; now?: Date },
): Promise<number> {
  const now = opts.now ?? new Date();
  const before = new Date(now.getTime() - (opts.olderThanMs ?? CHANGE_REFUNDS_AFTER_MS));
  let finished = 0;
  for (const left of await unfinishedRemovals(db, before)) {
    const estimate = await estimateOfProject(db, left.projectId, left.estimateId);
    const version = estimate?.sentVersion ? await versionOf(db, left.estimateId, estimate.sentVersion) : null;
    if (!estimate || !version) continue;
    await refundRemovals(db, payments, { estimate, version, ownerId: left.ownerId, appUrl: opts.appUrl });
    finished += 1;
  }
  return finished;
}
