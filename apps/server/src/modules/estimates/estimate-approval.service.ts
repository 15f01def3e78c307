import { APPROVAL_MESSAGES, type ApproveEstimateBody } from '@app/domain/estimates/approval';
import type { EstimateView } from '@app/domain/estimates/contract';
import { ESTIMATE_MESSAGES } from '@app/domain/estimates/requests';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { findAddress } from '../accounts/addresses.repository.ts';
import { salesTaxBps } from '../orders/order-pricing.ts';
import { findKey } from '../orders/orders.repository.ts';
import type { Placement } from '../orders/payment-attempt.service.ts';
import { settleAttempt } from '../orders/payment-attempt.service.ts';
import {
  claimKey,
  insertCartlessCharge,
  type PaymentAttempt,
  releaseKey,
} from '../orders/payment-attempts.repository.ts';
import {
  newCardToken,
  requestHashOf,
  resumeClaimed,
  resumeUnderKey,
  shipToOf,
} from '../orders/place-order.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { ProjectAccess } from '../projects/project-access.repository.ts';
import { projectPeople } from '../projects/project-access.repository.ts';
import { findOwnProject } from '../projects/projects.repository.ts';
import { shippingChargeCents } from '../settings/settings.service.ts';
import { findSavedCard } from '../subscriptions/saved-card.repository.ts';
import { refundRemovals } from './change-refunds.service.ts';
import { estimateFor, ownerOf } from './estimate-access.ts';
import { lockEstimate, markApproved, type Signature } from './estimate-approval.repository.ts';
import { tellApproved } from './estimate-notices.ts';
import { materialOrder } from './estimate-order.ts';
import { today } from './estimate-quote.service.ts';
import { viewFor } from './estimate-read.service.ts';
import {
  approvalOrder,
  type EstimateRow,
  estimateOfProject,
  type VersionRow,
  versionOf,
} from './estimates.repository.ts';

/** The estimate moved on, or cannot be approved as it stands: 409 with the caller's copy (nothing written). */
class NotApprovable extends Error {}

/** Why the version cannot be approved now, besides its lines: not the one waiting, or expired. */
function refusalOf(estimate: EstimateRow, version: number, v: VersionRow | null): string | null {
  if (estimate.status !== 'sent' || estimate.sentVersion !== version || !v)
    return ESTIMATE_MESSAGES.notAwaitingAnswer;
  if (v.validUntil !== null && v.validUntil < today()) return APPROVAL_MESSAGES.expired;
  return null;
}

/** Who the deposit pays: the project's pro, else the pro or designer who drafted the estimate. */
export async function depositPayee(db: Database, access: ProjectAccess, estimate: EstimateRow) {
  const pro = (await projectPeople(db, access.projectId)).find((p) => p.role === 'pro');
  return pro?.userId ?? estimate.draftedBy;
}

/**
 * The estimate as the homeowner now reads it, the order placed with the one charge and its deposit (null
 * when there was nothing to pay), and whether this call placed it (false: a replay under the key).
 */
export type Approval =
  | {
      approved: {
        estimate: EstimateView;
        order: Awaited<ReturnType<typeof approvalOrder>>;
        created: boolean;
      };
    }
  | { conflict: EstimateView; message: string };

/**
 * POST …/estimates/{estimateId}/approve (docs/api-estimates.md "Approval"), crash-safe like checkout
 * (decision 0008): one transaction claims the key, locks the estimate, prices its material lines as the
 * shop does now (409 on any change), signs the version and commits a payment attempt for one charge — the
 * order plus the deposit; the provider is called outside it; the order (with the deposit's ledger entries)
 * is written from the attempt. A retry under the key finishes the same attempt; a declined card reopens the
 * estimate (closeAttempt).
 */
export async function approveEstimate(
  db: Database,
  payments: PaymentProvider,
  input: {
    userId: number;
    projectId: number;
    estimateId: number;
    key: string;
    body: ApproveEstimateBody;
    appUrl: string;
  },
  signer: Omit<Signature, 'by' | 'name'>,
): Promise<Approval> {
  const { userId, projectId, estimateId, key, body } = input;
  const access = await ownerOf(db, userId, projectId);
  await estimateFor(db, access, estimateId);
  const requestHash = requestHashOf(
    ['estimate', estimateId, body.version, body.signature, body.ship_to ?? null],
    body.payment,
  );
  const finish = async (placement: Placement | null) => {
    const estimate = (await estimateOfProject(db, projectId, estimateId))!;
    // A change order's removals are refunded once it is approved and paid (change-refunds.service.ts).
    const version = await versionOf(db, estimateId, body.version);
    if (estimate.status === 'approved' && version?.approvedAt)
      await refundRemovals(db, payments, { estimate, version, ownerId: userId, appUrl: input.appUrl });
    return {
      approved: {
        estimate: await viewFor(db, access, estimate),
        order: placement ? await approvalOrder(db, placement.orderId) : null,
        created: placement?.created !== false,
      },
    };
  };
  let newCard: string | null = null;
  if (!('saved_card' in body.payment)) {
    // A replay must not reach the provider's tokenizer again.
    const earlier = await findKey(db, userId, key);
    if (earlier) return finish(await resumeUnderKey(db, payments, earlier, requestHash));
    newCard = await newCardToken(payments, body.payment);
  }
  let attempt: PaymentAttempt | null | 'free';
  try {
    attempt = await db.transaction(async (tx) => {
      const keyId = await claimKey(tx, userId, key, requestHash);
      if (keyId == null) return null;
      const estimate = await lockEstimate(tx, projectId, estimateId);
      if (!estimate) throw new AppError('not_found');
      const version = await versionOf(tx, estimateId, body.version);
      const refusal = refusalOf(estimate, body.version, version);
      if (refusal) throw new NotApprovable(refusal);
      const v = version!;
      const shipTo = shipToOf(body.ship_to, await findAddress(tx, userId, 'shipping'));
      if (v.taxState && shipTo.state !== v.taxState)
        throw AppError.invalid(fieldError('ship_to.state', APPROVAL_MESSAGES.shipToState(v.taxState)));
      const project = await findOwnProject(tx, access.ownerId, projectId);
      if (!project) throw new AppError('not_found');
      const deposit = v.totals.deposit_cents;
      const order = await materialOrder(tx, {
        project,
        estimate: { id: estimateId, version: v.version },
        lines: v.lines,
        shipTo,
        taxBps: await salesTaxBps(tx, shipTo.state),
        shippingCents: await shippingChargeCents(tx),
        depositCents: deposit,
      });
      if (!order.draft) throw new NotApprovable(order.blockers[0]);
      const signature = { ...signer, by: userId, name: body.signature };
      const amount = order.priced.chargeCents + deposit;
      if (amount === 0) {
        // Nothing to pay (no material, no deposit): the signature is the approval. No attempt holds the key,
        // so it is given back: a replay finds the estimate approved (409 with the approved copy).
        await markApproved(tx, v, signature, null);
        await releaseKey(tx, keyId);
        return 'free' as const;
      }
      const token = newCard ?? (await findSavedCard(tx, userId, payments.name))?.token;
      if (!token) throw AppError.invalid(fieldError('payment', APPROVAL_MESSAGES.noCard));
      const proId = deposit > 0 ? await depositPayee(tx, access, estimate) : null;
      if (deposit > 0 && proId == null) throw new NotApprovable(APPROVAL_MESSAGES.noPayee);
      const made = await insertCartlessCharge(tx, {
        userId,
        keyId,
        provider: payments.name,
        kind: 'estimate',
        amountCents: amount,
        token,
        description: 'Remodel Market estimate approval',
        metadata: { estimate_id: String(estimateId) },
        draft: { ...order.draft, deposit: proId != null ? { cents: deposit, proId } : null },
      });
      await markApproved(tx, v, signature, made.id);
      return made;
    });
  } catch (e) {
    if (!(e instanceof NotApprovable)) throw e;
    const now = (await estimateOfProject(db, projectId, estimateId))!;
    return { conflict: await viewFor(db, access, now), message: e.message };
  }
  if (attempt === 'free') {
    await tellApproved(db, access, { ownerId: userId, estimateId, version: body.version });
    return finish(null);
  }
  const placement = attempt
    ? await settleAttempt(db, payments, attempt)
    : await resumeClaimed(db, payments, userId, key, requestHash);
  if (placement.created)
    await tellApproved(db, access, { ownerId: userId, estimateId, version: body.version });
  return finish(placement);
}
