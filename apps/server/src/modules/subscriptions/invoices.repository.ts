import { randomUUID } from 'node:crypto';
import { invoiceNumber } from '@app/domain/subscriptions/periods';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionInvoices } from '../../db/schema/index.ts';

export type Invoice = typeof subscriptionInvoices.$inferSelect;

/**
 * The provider's idempotency key of an invoice's n-th charge: the invoice's own key (a UUID drawn once, when the
 * invoice is made, so no other database sharing the provider account can collide with it) and the attempt
 * number — the same on every node that tries it.
 */
export const invoiceChargeKey = (invoice: Pick<Invoice, 'providerKey'>, attempt: number) =>
  `${invoice.providerKey}:${attempt}`;

/**
 * The invoice of a subscription's period: made once (unique per subscription and period start; a second
 * node's insert does nothing) and read back, locked.
 */
export async function invoiceForPeriod(
  db: Database,
  v: { subscriptionId: number; userId: number; periodStart: Date; periodEnd: Date; amountCents: number },
): Promise<Invoice> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.subscriptionId, v.subscriptionId));
  await db
    .insert(subscriptionInvoices)
    .values({
      ...v,
      number: invoiceNumber(v.subscriptionId, Number(count) + 1),
      nextAttemptAt: v.periodStart,
      // A second node's insert does nothing: everyone charges under the first one's key.
      providerKey: `subscription-invoice:${randomUUID()}`,
    })
    .onConflictDoNothing({ target: [subscriptionInvoices.subscriptionId, subscriptionInvoices.periodStart] });
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.subscriptionId, v.subscriptionId),
        eq(subscriptionInvoices.periodStart, v.periodStart),
      ),
    )
    .for('update');
  return row;
}

/** The first period's invoice (number 1), paid by the subscribe charge. */
export async function insertPaidInvoice(
  db: Database,
  v: Omit<typeof subscriptionInvoices.$inferInsert, 'number' | 'status'>,
) {
  await db
    .insert(subscriptionInvoices)
    .values({ ...v, number: invoiceNumber(v.subscriptionId, 1), status: 'paid' });
}

export async function lockInvoice(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.id, id))
    .for('update');
  return row ?? null;
}

export async function updateInvoice(db: Database, id: number, set: Partial<Invoice>) {
  await db.update(subscriptionInvoices).set(set).where(eq(subscriptionInvoices.id, id));
}

/** Open invoices of a subscription (voided when it ends before they are paid). */
export async function voidOpenInvoices(db: Database, subscriptionId: number) {
  await db
    .update(subscriptionInvoices)
    .set({ status: 'void', nextAttemptAt: null })
    .where(
      and(eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.status, 'open')),
    );
}

export function invoicesOfPro(db: Database, userId: number) {
  return db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.userId, userId))
    .orderBy(desc(subscriptionInvoices.periodStart), desc(subscriptionInvoices.id))
    .limit(120);
}

/** A past_due subscription's open invoice is tried again now (its card was replaced). */
export async function setOpenInvoiceDue(db: Database, subscriptionId: number, now: Date) {
  await db
    .update(subscriptionInvoices)
    .set({ nextAttemptAt: now })
    .where(
      and(eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.status, 'open')),
    );
}
