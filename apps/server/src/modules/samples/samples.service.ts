import type { DraftItem, OrderDraft, ShipToSnapshot } from '@app/domain/orders/order-draft';
import {
  priceSamples,
  SAMPLE_LIMITS,
  SAMPLE_MESSAGES,
  type SampleOrderBody,
  type SampleQuote,
} from '@app/domain/orders/samples';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { findAddress } from '../accounts/addresses.repository.ts';
import { cardMedia } from '../catalog/product-card.ts';
import { salesTaxBps } from '../orders/order-pricing.ts';
import { findKey, writeAttemptOrder } from '../orders/orders.repository.ts';
import { toOrderDto } from '../orders/orders-view.ts';
import { type Placement, settleAttempt } from '../orders/payment-attempt.service.ts';
import { claimKey, insertCartlessCharge } from '../orders/payment-attempts.repository.ts';
import {
  newCardToken,
  requestHashOf,
  resumeClaimed,
  resumeUnderKey,
  savedShipTo,
  shipToOf,
} from '../orders/place-order.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { findOwnProject } from '../projects/projects.repository.ts';
import { findSavedCard } from '../subscriptions/saved-card.repository.ts';
import {
  lockAccount,
  recentSampleOrders,
  type SampleProductRow,
  sampleProducts,
} from './samples.repository.ts';

/** The products asked for, split: those whose vendor offers a sample (in the order asked), and the rest. */
async function offersOf(db: Database, hashes: readonly string[]) {
  const byHash = new Map((await sampleProducts(db, hashes)).map((r) => [r.hash, r]));
  const offered: SampleProductRow[] = [];
  const unavailable: { product: string; name: string }[] = [];
  for (const hash of hashes) {
    const row = byHash.get(hash);
    if (row?.listed && row.sample_size !== null && row.sample_price_cents !== null) offered.push(row);
    else unavailable.push({ product: hash, name: row?.name ?? 'A product you chose' });
  }
  return { offered, unavailable };
}

const lineOf = (r: SampleProductRow) => ({
  product: r.hash,
  name: r.name,
  brand: r.brand_name,
  image: cardMedia(r).image,
  size: r.sample_size!,
  price_cents: r.sample_price_cents!,
});

/**
 * GET /api/sample_orders/quote: the samples of these products, priced (vendor's price, tax of `state`,
 * else of the saved shipping address's state; shipping free), and the saved address and card.
 */
export async function sampleQuote(
  db: Database,
  provider: string,
  input: { userId: number; products: string[]; state?: string },
): Promise<SampleQuote> {
  const { offered, unavailable } = await offersOf(db, input.products);
  const shipTo = savedShipTo(await findAddress(db, input.userId, 'shipping'));
  const state = input.state ?? shipTo?.state ?? null;
  const taxBps = state ? await salesTaxBps(db, state) : 0;
  const priced = priceSamples(
    offered.map((r) => r.sample_price_cents!),
    taxBps,
  );
  const card = await findSavedCard(db, input.userId, provider);
  return {
    lines: offered.map(lineOf),
    unavailable,
    subtotal_cents: priced.subtotalCents,
    tax_bps: taxBps,
    tax_cents: priced.taxCents,
    shipping_cents: priced.shippingCents,
    total_cents: priced.totalCents,
    ship_to: shipTo,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}

/** The order a sample request places: one item per sample, each the vendor's whole price plus its tax. */
function sampleDraft(
  offered: SampleProductRow[],
  order: { project: { id: number; showroomUserId: number | null; vsdId: string | null } | null },
  shipTo: ShipToSnapshot,
  taxBps: number,
): OrderDraft {
  const priced = priceSamples(
    offered.map((r) => r.sample_price_cents!),
    taxBps,
  );
  const items: DraftItem[] = offered.map((r, n) => {
    const { priceCents, taxCents } = priced.lines[n];
    return {
      productId: r.id,
      productSizeId: null,
      brandId: r.brand_id,
      vendorUserId: r.vendor_user_id,
      vendorName: r.brand_name,
      productName: r.name,
      sizeLabel: r.sample_size,
      unit: null,
      image: cardMedia(r).image,
      colour: '',
      qty: 1,
      finalPrice: priceCents,
      platformFee: 0,
      markup: 0,
      discount: 0,
      contractorMarkupAmt: 0,
      unitPrice: priceCents,
      lineTotal: priceCents,
      taxCents,
      adminProfitInclusiveTax: taxCents,
      sample: true,
    };
  });
  return {
    order: {
      projectId: order.project?.id ?? null,
      showroomUserId: order.project?.showroomUserId ?? null,
      vsdId: order.project?.vsdId ?? null,
      shipTo,
      taxBps,
      shippingCents: priced.shippingCents,
      subtotalCents: priced.subtotalCents,
      taxCents: priced.taxCents,
      chargeCents: priced.totalCents,
      couponCode: null,
      samples: true,
    },
    items,
  };
}

const refuse = (field: string, message: string) => AppError.invalid(fieldError(field, message));

/**
 * POST /api/sample_orders (docs/api-samples.md), crash-safe like checkout (decision 0008): one transaction
 * claims the Idempotency-Key, locks the account (its weekly count of sample orders holds), prices the
 * samples and commits a payment attempt; the provider is called outside it and the order written from the
 * attempt. Free samples need no charge: their order is written in the same transaction. A retry under the
 * key answers the same order; another request under it is 409.
 */
export async function placeSampleOrder(
  db: Database,
  payments: PaymentProvider,
  input: { userId: number; key: string; body: SampleOrderBody },
): Promise<Placement> {
  const { userId, key, body } = input;
  const requestHash = requestHashOf(
    ['samples', [...body.products].sort(), body.project ?? null, body.ship_to ?? null],
    body.payment ?? { saved_card: true },
  );
  let newCard: string | null = null;
  if (body.payment && !('saved_card' in body.payment)) {
    // A replay must not reach the provider's tokenizer again.
    const earlier = await findKey(db, userId, key);
    if (earlier) return resumeUnderKey(db, payments, earlier, requestHash);
    newCard = await newCardToken(payments, body.payment);
  }
  const made = await db.transaction(async (tx) => {
    const keyId = await claimKey(tx, userId, key, requestHash);
    if (keyId == null) return null;
    const project = body.project == null ? null : await findOwnProject(tx, userId, body.project);
    if (body.project != null && !project) throw new AppError('not_found');
    const { offered, unavailable } = await offersOf(tx, body.products);
    if (unavailable.length > 0) throw refuse('products', SAMPLE_MESSAGES.notOffered(unavailable[0].name));
    await lockAccount(tx, userId);
    if ((await recentSampleOrders(tx, userId, 7)) >= SAMPLE_LIMITS.ordersPerWeek)
      throw refuse('products', SAMPLE_MESSAGES.weekly);
    const shipTo = shipToOf(body.ship_to, await findAddress(tx, userId, 'shipping'));
    const draft = sampleDraft(offered, { project }, shipTo, await salesTaxBps(tx, shipTo.state));
    const amount = draft.order.chargeCents;
    const token = amount === 0 ? '' : (newCard ?? (await findSavedCard(tx, userId, payments.name))?.token);
    if (token == null) throw refuse('payment', SAMPLE_MESSAGES.noCard);
    const attempt = await insertCartlessCharge(tx, {
      userId,
      keyId,
      provider: payments.name,
      kind: 'samples',
      amountCents: amount,
      token,
      description: 'Remodel Market samples',
      draft,
    });
    if (amount > 0) return { kind: 'charge' as const, attempt };
    // Nothing to charge: the order is written now, from the attempt, in this transaction.
    const written = await writeAttemptOrder(tx, {
      attemptId: attempt.id,
      userId,
      keyId,
      draft,
      chargeId: null,
      paidAt: new Date(),
    });
    const { order, items } = written!.written!;
    const placed: Placement = { orderId: order.id, created: true, order: toOrderDto(order, items) };
    return { kind: 'free' as const, placed };
  });
  if (!made) return resumeClaimed(db, payments, userId, key, requestHash);
  if (made.kind === 'free') return made.placed;
  return settleAttempt(db, payments, made.attempt);
}
