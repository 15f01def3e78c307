import { APPROVAL_MESSAGES, type ApprovalQuote } from '@app/domain/estimates/approval';
import type { EstimateView } from '@app/domain/estimates/contract';
import { lineTaxCents } from '@app/domain/estimates/estimate';
import { ESTIMATE_MESSAGES } from '@app/domain/estimates/requests';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAddress } from '../accounts/addresses.repository.ts';
import { salesTaxBps } from '../orders/order-pricing.ts';
import { savedShipTo } from '../orders/place-order.service.ts';
import { findOwnProject } from '../projects/projects.repository.ts';
import { shippingChargeCents } from '../settings/settings.service.ts';
import { findSavedCard } from '../subscriptions/saved-card.repository.ts';
import { removedItems } from './change-refunds.service.ts';
import { estimateFor, ownerOf } from './estimate-access.ts';
import { materialOrder } from './estimate-order.ts';
import { viewFor } from './estimate-read.service.ts';
import { taxRuleOf } from './estimate-views.ts';
import { versionOf } from './estimates.repository.ts';

/** A day as `valid_until` holds it (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

export type Quote = { quote: ApprovalQuote } | { conflict: EstimateView; message: string };

/**
 * GET …/estimates/{estimateId}/approval?version=N: what approving the version sent costs today, priced as
 * the approval will price it (estimate-order.ts) under the version's tax state (the only one it can ship
 * to), else the saved address's; the saved address and card the payment would use; and every reason it
 * cannot be approved as it stands. A version not waiting for an answer is 409 with the caller's copy.
 */
export async function approvalQuote(
  db: Database,
  provider: string,
  input: { userId: number; projectId: number; estimateId: number; version: number },
): Promise<Quote> {
  const { userId, projectId, estimateId, version } = input;
  const access = await ownerOf(db, userId, projectId);
  const estimate = await estimateFor(db, access, estimateId);
  const v = await versionOf(db, estimateId, version);
  if (!v || estimate.status !== 'sent' || estimate.sentVersion !== version)
    return { conflict: await viewFor(db, access, estimate), message: ESTIMATE_MESSAGES.notAwaitingAnswer };
  const project = await findOwnProject(db, access.ownerId, projectId);
  if (!project) throw new AppError('not_found');
  const shipTo = savedShipTo(await findAddress(db, userId, 'shipping'));
  const state = v.taxState ?? shipTo?.state ?? null;
  const taxBps = state ? await salesTaxBps(db, state) : 0;
  const shippingCents = await shippingChargeCents(db);
  const deposit = v.totals.deposit_cents;
  const order = await materialOrder(db, {
    project,
    estimate: { id: estimateId, version },
    lines: v.lines,
    shipTo: shipTo ?? { street: '', city: '', state: state ?? '', zip_code: '', apartment: '' },
    taxBps,
    shippingCents,
    depositCents: deposit,
  });
  const materials = v.lines.filter((l) => l.kind === 'material' && l.quantity > 0);
  // Blocked: the version's own figures, so the homeowner still sees what it asked.
  const figures = order.priced ?? {
    subtotalCents: v.totals.materials_cents,
    taxCents: materials.reduce((sum, l) => sum + lineTaxCents(l, taxRuleOf(v)), 0),
    shippingCents: materials.length > 0 ? shippingCents : 0,
    chargeCents: 0,
  };
  const orderCents = figures.subtotalCents + figures.taxCents + figures.shippingCents;
  const card = await findSavedCard(db, userId, provider);
  const removed = estimate.parentId === null ? [] : await removedItems(db, estimate.parentId, v);
  const expired = v.validUntil !== null && v.validUntil < today();
  return {
    quote: {
      version,
      materials_cents: figures.subtotalCents,
      tax_cents: figures.taxCents,
      shipping_cents: figures.shippingCents,
      order_cents: orderCents,
      deposit_cents: deposit,
      due_cents: orderCents + deposit,
      refund_cents: removed.reduce((sum, item) => sum + item.paidCents, 0),
      material_lines: materials.length,
      ship_to: shipTo,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      blockers: [...(expired ? [APPROVAL_MESSAGES.expired] : []), ...order.blockers],
    },
  };
}
