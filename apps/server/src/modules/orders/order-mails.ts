import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { backgroundRuns } from '../../lib/background-runs.ts';
import { findMailees } from '../accounts/users.repository.ts';
import type { OutgoingMail } from '../mail/mail.templates.ts';
import { queueMails } from '../mail/outbox.repository.ts';
import { newOrderReceiptMail, vendorNewOrderMail } from './order.mail.ts';
import { claimUnmailedOrders, itemsOfOrderIds } from './order-mails.repository.ts';
import type { ItemRow } from './orders.repository.ts';
import { toItemDto, toOrderDto } from './orders-view.ts';

/** Orders mailed per transaction (the job's scan takes them in batches). */
const BATCH = 50;

/**
 * Queues the mails of new orders: to the homeowner a receipt (every line, the totals charged, where it ships),
 * and to each vendor the items of the order it fulfils (no money: a vendor's price is in its portal). One
 * transaction per batch claims the orders (sets mailed_at, skipping orders another node holds) and queues
 * their mails, so each order is mailed once however many callers race: the request that wrote the order
 * (`only` its id), and the order-mails job for any order left unmailed (a process that died first, the
 * reconciler's orders). Answers how many orders were mailed.
 */
export async function queueNewOrderMails(
  db: Database,
  appUrl: string,
  only?: readonly number[],
): Promise<number> {
  let mailed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await claimUnmailedOrders(tx, BATCH, only);
      if (due.length === 0) return 0;
      const items = await itemsOfOrderIds(
        tx,
        due.map((o) => o.id),
      );
      const people = await findMailees(tx, [
        ...due.map((o) => o.userId),
        ...items.flatMap((i) => (i.vendorUserId == null ? [] : [i.vendorUserId])),
      ]);
      const mails: OutgoingMail[] = [];
      for (const row of due) {
        const lines = items.filter((i) => i.orderId === row.id);
        const order = toOrderDto(row, lines);
        const buyer = people.get(row.userId);
        if (buyer)
          mails.push({
            to: buyer.email,
            ...newOrderReceiptMail({ appUrl, order, firstName: buyer.firstName }),
          });
        for (const [vendorId, theirs] of byVendor(lines)) {
          const vendor = people.get(vendorId);
          if (!vendor) continue;
          const items = theirs.map((i) => toItemDto(i));
          mails.push({
            to: vendor.email,
            ...vendorNewOrderMail({ appUrl, orderNumber: order.number, items, firstName: vendor.firstName }),
          });
        }
      }
      await queueMails(tx, mails);
      return due.length;
    });
    mailed += count;
    if (count < BATCH) return mailed;
  }
}

const runs = backgroundRuns();
/** Per database: the orders placed since its mailing last took them, and whether that mailing is running. */
const pumps = new WeakMap<object, { ids: Set<number>; running: boolean }>();

/**
 * After a request placed an order, or replayed its placement (a retry after a crash finishes the mailing),
 * and after its answer: the order's mails queued if nobody has, then delivered with whatever else waits in
 * the outbox. One mailing runs at a time per process and takes every order placed meanwhile, so a busy
 * checkout queues many orders' mails in one transaction and one delivery. The order-mails job is the safety
 * net for a process that dies first.
 */
export function sendNewOrderMails(
  app: Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log'>,
  orderId: number,
): void {
  const pump = pumps.get(app.db) ?? { ids: new Set<number>(), running: false };
  pumps.set(app.db, pump);
  pump.ids.add(orderId);
  if (pump.running) return;
  pump.running = true;
  runs.start(
    app.db,
    async () => {
      try {
        while (pump.ids.size > 0) {
          const ids = [...pump.ids];
          pump.ids.clear();
          if (await queueNewOrderMails(app.db, app.config.appUrl, ids)) await app.mailer.flush();
        }
      } finally {
        pump.running = false;
      }
    },
    (err) => app.log.error({ err }, 'new order mails failed (the order-mails job sends them)'),
  );
}

/** Resolves once every order mailing started on this database has ended (tests; the app's close). */
export const orderMailsIdle = (db: Database) => runs.idle(db);

/** Each vendor's items of an order, in line order. */
function byVendor(items: ItemRow[]): Map<number, ItemRow[]> {
  const out = new Map<number, ItemRow[]>();
  for (const i of items) {
    if (i.vendorUserId != null) out.set(i.vendorUserId, [...(out.get(i.vendorUserId) ?? []), i]);
  }
  return out;
}
