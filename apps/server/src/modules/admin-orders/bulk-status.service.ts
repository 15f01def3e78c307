import type { BulkItemResult, BulkStatusResult } from '@app/domain/orders/admin-orders';
import type { ItemStatus } from '@app/domain/orders/item-status';
import type { Database } from '../../db/client.ts';
import { isAppError } from '../../lib/app-error.ts';
import { changeItemStatus } from '../orders/item-status.service.ts';
import { getItemDto, type Viewer } from '../orders/orders-view.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** Where a failure that is not a refusal is reported (the request's logger). */
export type BulkLog = { warn: (o: object, msg: string) => void; error: (o: object, msg: string) => void };

export const UPDATED = 'Status updated successfully.';
export const UNCHANGED = 'Status unchanged.';
export const NOT_CHANGED = 'The status could not be changed. Please try again.';

/** The refusal's own words: the message on `status` (a rule of point 4, a final status), else its message. */
function refusalMessage(err: unknown, log: BulkLog, itemId: number): string {
  if (isAppError(err) && err.kind !== 'internal') return err.fieldErrors?.status?.[0] ?? err.message;
  log.error({ err, itemId }, 'bulk status change failed for an item');
  return NOT_CHANGED;
}

/** The item as the admin sees it now; null when there is no such item. */
async function itemNow(db: Database, admin: Viewer, itemId: number) {
  try {
    return await getItemDto(db, admin, itemId);
  } catch (err) {
    if (isAppError(err) && err.kind === 'not_found') return null;
    throw err;
  }
}

/**
 * POST /api/admin/order_items/status: sets one status on each item, one item at a time, each through the
 * same `changeItemStatus` as PATCH /api/order_items/{id}/status — its rules, its money (refund, release),
 * its audit entry, notification and mail — in a transaction of its own. The batch is per item, not
 * all-or-nothing (docs/decisions/0021-bulk-status-and-returns.md): an item the rules refuse is reported
 * with the rule's message and left exactly as it was (its status and money move together or not at all),
 * while the others change. Items are taken in the order given, duplicates once; a replay of the same batch
 * changes nothing more (each item answers 'unchanged').
 */
export async function changeStatuses(
  db: Database,
  payments: PaymentProvider,
  admin: Viewer,
  input: { item_ids: number[]; status: ItemStatus },
  appUrl: string,
  log: BulkLog,
): Promise<BulkStatusResult> {
  const results: BulkItemResult[] = [];
  for (const itemId of new Set(input.item_ids)) {
    try {
      const { changed } = await changeItemStatus(db, payments, admin, itemId, input.status, appUrl, log);
      results.push({
        item_id: itemId,
        outcome: changed ? 'updated' : 'unchanged',
        message: changed ? UPDATED : UNCHANGED,
        item: await itemNow(db, admin, itemId),
      });
    } catch (err) {
      results.push({
        item_id: itemId,
        outcome: 'refused',
        message: refusalMessage(err, log, itemId),
        item: await itemNow(db, admin, itemId),
      });
    }
  }
  const tally = (outcome: BulkItemResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return {
    status: input.status,
    updated: tally('updated'),
    unchanged: tally('unchanged'),
    refused: tally('refused'),
    results,
  };
}
