import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { findMailees } from '../accounts/users.repository.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { newOrderReceiptMail, vendorNewOrderMail } from './order.mail.ts';
import { itemsOfOrderIds, lockUnmailedOrders, markOrdersMailed } from './order-mails.repository.ts';
import type { ItemRow } from './orders.repository.ts';
import { toItemDto, toOrderDto } from './orders-view.ts';

/** Orders mailed per transaction (the job's scan takes them in batches). */
const BATCH = 50;

/**
 * Queues the mails of new orders: to the homeowner a receipt (every line, the totals charged, where it ships),
 * and to each vendor the items of the order it fulfils (no money: a vendor's price is in its portal). One
 * transaction per batch queues them and sets the orders' mailed_at, skipping orders another node holds, so
 * each order is mailed once however many callers race: the request that wrote the order (`only` its id), and
 * the order-mails job for any order left unmailed (a writer that died, the reconciler's orders). Answers how
 * many orders were mailed.
 */
export async function queueNewOrderMails(
  db: Database,
  appUrl: string,
  only?: readonly number[],
): Promise<number> {
  let mailed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await lockUnmailedOrders(tx, BATCH, only);
      if (due.length === 0) return 0;
      const ids = due.map((o) => o.id);
      const items = await itemsOfOrderIds(tx, ids);
      const people = await findMailees(tx, [
        ...due.map((o) => o.userId),
        ...items.flatMap((i) => (i.vendorUserId == null ? [] : [i.vendorUserId])),
      ]);
      for (const row of due) {
        const lines = items.filter((i) => i.orderId === row.id);
        const order = toOrderDto(row, lines);
        const buyer = people.get(row.userId);
        if (buyer)
          await queueMail(tx, {
            to: buyer.email,
            ...newOrderReceiptMail({ appUrl, order, firstName: buyer.firstName }),
          });
        for (const [vendorId, theirs] of byVendor(lines)) {
          const vendor = people.get(vendorId);
          if (!vendor) continue;
          await queueMail(tx, {
            to: vendor.email,
            ...vendorNewOrderMail({
              appUrl,
              orderNumber: order.number,
              items: theirs.map((i) => toItemDto(i)),
              firstName: vendor.firstName,
            }),
          });
        }
      }
      await markOrdersMailed(tx, ids);
      return due.length;
    });
    mailed += count;
    if (count < BATCH) return mailed;
  }
}

/**
 * After a request placed an order, or replayed its placement (a retry after a crash finishes the mailing):
 * the order's mails queued if nobody has, then delivered with whatever else waits in the outbox.
 */
export async function sendNewOrderMails(
  app: Pick<FastifyInstance, 'db' | 'config' | 'mailer'>,
  orderId: number,
): Promise<void> {
  await queueNewOrderMails(app.db, app.config.appUrl, [orderId]);
  await app.mailer.flush();
}

/** Each vendor's items of an order, in line order. */
function byVendor(items: ItemRow[]): Map<number, ItemRow[]> {
  const out = new Map<number, ItemRow[]>();
  for (const i of items) {
    if (i.vendorUserId != null) out.set(i.vendorUserId, [...(out.get(i.vendorUserId) ?? []), i]);
  }
  return out;
}
