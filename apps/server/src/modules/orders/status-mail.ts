import { statusLabel } from '@app/domain/orders/item-status';
import { yourOrderPath } from '@app/domain/orders/order-link';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { itemStatusMail } from '../mail/mail.templates.ts';
import type { StatusChange } from './item-status.service.ts';

/**
 * Mails the homeowner about a status change, after the change has committed (a rolled-back change mails
 * nobody). A mail failure is logged, not thrown: the change stands and the notification is already there.
 */
export async function mailStatusChange(app: FastifyInstance, change: StatusChange | null): Promise<void> {
  if (!change) return;
  try {
    const [user] = await app.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, change.userId));
    if (!user) return;
    const content = itemStatusMail({
      firstName: user.firstName,
      orderNumber: String(change.orderNumber),
      productName: change.productName,
      status: statusLabel(change.status),
      link: `${app.config.appUrl}${yourOrderPath(change.orderNumber)}`,
    });
    await app.mailer.send({ to: user.email, ...content });
  } catch (error) {
    app.log.error({ err: error, userId: change.userId }, 'order status mail failed');
  }
}
