import { type ItemStatus, statusLabel } from '@app/domain/orders/item-status';
import { yourOrderPath } from '@app/domain/orders/order-link';
import type { Database } from '../../db/client.ts';
import { findMailee } from '../accounts/users.repository.ts';
import { itemStatusMail } from '../mail/mail.templates.ts';
import { queueMail } from '../mail/outbox.repository.ts';

/** A change of an item's status: whom it concerns and what it is now. */
export type StatusChange = { userId: number; orderNumber: number; productName: string; status: ItemStatus };

/**
 * Queues the homeowner's mail about a status change in the change's own transaction (the outbox): a
 * rolled-back change mails nobody, a committed one is delivered after commit (app.mailer.flush) or by the
 * mail-deliver job, even if the process dies in between.
 */
export async function queueStatusMail(tx: Database, appUrl: string, change: StatusChange): Promise<void> {
  const user = await findMailee(tx, change.userId);
  if (!user) return;
  const content = itemStatusMail({
    firstName: user.firstName,
    orderNumber: String(change.orderNumber),
    productName: change.productName,
    status: statusLabel(change.status),
    link: `${appUrl}${yourOrderPath(change.orderNumber)}`,
  });
  await queueMail(tx, { to: user.email, ...content });
}
