import type { FastifyInstance } from 'fastify';
import type { PaymentEvent } from '../payments/payment-provider.ts';
import { paymentWebhookRoutes } from '../payments/webhook.routes.ts';
import { setPaymentStatusByCharge } from './orders.repository.ts';
import { dbWebhookEventStore } from './payment-events.repository.ts';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * What a provider event changes, kept small: `charge.refunded` marks the order's payment 'refunded' (all of
 * it) or 'partially_refunded'; `payment_intent.payment_failed` marks it 'failed'. The order is found by the
 * charge id it stored (a PaymentIntent id on Stripe, `ch_sandbox_…` on the sandbox). Other events are
 * acknowledged and ignored. Our own refunds are already recorded when they are made (refund.service.ts).
 */
export async function applyPaymentEvent(event: PaymentEvent, app: FastifyInstance): Promise<void> {
  const o = event.object;
  const ids = [text(o.id), text(o.payment_intent)].filter((v): v is string => v != null);
  if (ids.length === 0) return;
  let status: string | null = null;
  if (event.type === 'charge.refunded') {
    const whole = o.refunded === true || (o.amount != null && o.amount_refunded === o.amount);
    status = whole ? 'refunded' : 'partially_refunded';
  }
  if (event.type === 'payment_intent.payment_failed') status = 'failed';
  if (!status) return;
  await setPaymentStatusByCharge(app.db, ids, status);
}

/** POST /api/payments/webhook: verified on the raw body, each event applied once (table payment_events). */
export default paymentWebhookRoutes({
  store: (app) => dbWebhookEventStore(app.db),
  apply: applyPaymentEvent,
});
