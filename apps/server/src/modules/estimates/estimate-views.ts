import type { ApprovalView } from '@app/domain/estimates/approval';
import type { ClientEstimateView, EstimateCard, ProEstimate } from '@app/domain/estimates/contract';
import type { Estimate, TaxRule } from '@app/domain/estimates/estimate';
import { diffWords } from '@app/domain/estimates/version-words';
import { diffVersions } from '@app/domain/estimates/versions';
import { clientView } from '@app/domain/estimates/views';
import type { EstimateRow, VersionRow } from './estimates.repository.ts';

/**
 * An estimate as each of the project's people reads it, decided here once (money by role, spec point 6):
 * the pro and designers read every version with every line, cost and markup; the homeowner only the versions
 * sent to them, each through the domain's clientView in the mode it was sent in.
 */

type Names = ReadonlyMap<number, string>;
/** The order each approval's payment attempt placed, by attempt id (approvalOrders). */
export type ApprovalOrders = ReadonlyMap<number, { id: number; number: string }>;
/** What a view is read with besides the rows: people's names and the approvals' orders. */
export type ViewContext = { names: Names; orders: ApprovalOrders };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const personOf = (id: number | null, names: Names) =>
  id === null ? null : { user_id: id, name: names.get(id) ?? '' };
export const taxRuleOf = (v: Pick<VersionRow, 'taxBps' | 'labourTaxable'>): TaxRule => ({
  taxBps: v.taxBps,
  labourTaxable: v.labourTaxable,
});
export const estimateOf = (v: Pick<VersionRow, 'lines' | 'deposit'>): Estimate => ({
  lines: v.lines,
  deposit: v.deposit,
});

/** A version's approval: the signature, who and when, the order it placed and the deposit it paid. */
function approvalOf(v: VersionRow, c: ViewContext): ApprovalView | null {
  if (!v.approvedAt || v.signature === null) return null;
  const order = v.attemptId === null ? null : (c.orders.get(v.attemptId) ?? null);
  return {
    signature: v.signature,
    approved_at: v.approvedAt.toISOString(),
    approved_by: personOf(v.approvedBy, c.names),
    order,
    payment: v.attemptId === null ? 'none' : order ? 'paid' : 'pending',
    deposit_cents: v.totals.deposit_cents,
  };
}

const header = (e: EstimateRow, names: Names) => ({
  id: e.id,
  project_id: e.projectId,
  kind: e.kind,
  parent_id: e.parentId,
  design_id: e.designId,
  status: e.status,
  drafted_by: personOf(e.draftedBy, names),
  created_at: e.createdAt.toISOString(),
});

/** `versions` newest first. */
export function proViewOf(e: EstimateRow, versions: readonly VersionRow[], c: ViewContext): ProEstimate {
  const { names } = c;
  return {
    view: 'pro',
    ...header(e, names),
    mode: e.mode,
    deposit: e.deposit,
    valid_until: e.validUntil,
    message: e.message,
    version: e.version,
    sent_version: e.sentVersion,
    updated_at: e.updatedAt.toISOString(),
    versions: versions.map((v) => ({
      version: v.version,
      mode: v.mode,
      deposit: v.deposit,
      valid_until: v.validUntil,
      message: v.message,
      lines: v.lines,
      totals: v.totals,
      tax: { state: v.taxState, tax_bps: v.taxBps, labour_taxable: v.labourTaxable },
      designs: v.designs,
      changes: v.changes,
      unpriced: v.unpriced,
      unrated: v.unrated,
      created_by: personOf(v.createdBy, names),
      created_at: v.createdAt.toISOString(),
      sent_at: iso(v.sentAt),
      declined_at: iso(v.declinedAt),
      decline_reason: v.declineReason,
      approval: approvalOf(v, c),
    })),
  };
}

/**
 * `sent` newest first, sent versions only. Each one's changes are against the version sent before it (the
 * drafts between were never the homeowner's), in the words their view of it allows.
 */
export function clientViewOf(
  e: EstimateRow,
  sent: readonly VersionRow[],
  c: ViewContext,
): ClientEstimateView {
  return {
    view: 'client',
    ...header(e, c.names),
    versions: sent.map((v, i) => {
      const before = sent[i + 1];
      const tax = taxRuleOf(v);
      return {
        version: v.version,
        valid_until: v.validUntil,
        message: v.message,
        estimate: clientView(estimateOf(v), tax, v.mode),
        changes: before ? diffWords(diffVersions(estimateOf(before), estimateOf(v), tax), v.mode) : [],
        sent_at: v.sentAt!.toISOString(),
        declined_at: iso(v.declinedAt),
        decline_reason: v.declineReason,
        approval: approvalOf(v, c),
      };
    }),
  };
}

/**
 * A card of the project's estimates list, from the version the caller reads: the pro the newest, changed
 * when the estimate last was; the homeowner the newest sent, changed when it was sent or declined.
 */
export function cardOf(e: EstimateRow, v: VersionRow, names: Names, forClient: boolean): EstimateCard {
  const changed = forClient ? (v.declinedAt ?? v.sentAt ?? e.updatedAt) : e.updatedAt;
  return {
    id: e.id,
    kind: e.kind,
    parent_id: e.parentId,
    status: e.status,
    version: v.version,
    mode: v.mode,
    total_cents: v.totals.total_cents,
    drafted_by: personOf(e.draftedBy, names),
    sent_at: iso(v.sentAt),
    updated_at: changed.toISOString(),
  };
}
