import type { EstimateStatus } from '@app/domain/estimates/contract';
import type { Deposit, EstimateMode } from '@app/domain/estimates/estimate';
import type { LineKind } from '@app/domain/estimates/estimate-line';
import { formatDate } from '@app/domain/format/date';
import { formatBps } from '@app/domain/format/percent';
import { formatUsd } from '@app/domain/money/cents';

/** The words the estimates tab shows for the contract's codes. */
export const STATUS_WORDS: Record<EstimateStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  approved: 'Approved',
  declined: 'Declined',
};

export const STATUS_CLASSES: Record<EstimateStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  sent: 'bg-sky-100 text-sky-800',
  approved: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-rose-100 text-rose-800',
};

export const MODE_WORDS: Record<EstimateMode, string> = {
  open_book: 'Open book',
  fixed_price: 'Fixed price',
};

export const KIND_WORDS: Record<LineKind, string> = {
  material: 'Material',
  labour: 'Labour',
  allowance: 'Allowance',
  fee: 'Fee',
};

/** "20% deposit" / "$500.00 deposit". */
export const depositWords = (deposit: Deposit) =>
  deposit.kind === 'percent' ? `${formatBps(deposit.bps)} deposit` : `${formatUsd(deposit.cents)} deposit`;

/** "Valid until 12.31.2026" or nothing said. */
export const validWords = (validUntil: string | null) =>
  validUntil ? `Valid until ${formatDate(`${validUntil}T12:00:00Z`)}` : 'No end date';
