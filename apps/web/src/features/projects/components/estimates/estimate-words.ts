import { actionOf } from '@app/domain/estimates/applied';
import type { EstimateStatus } from '@app/domain/estimates/contract';
import type { Deposit, EstimateMode } from '@app/domain/estimates/estimate';
import type { LineKind } from '@app/domain/estimates/estimate-line';
import { formatDate } from '@app/domain/format/date';
import { formatDecimal } from '@app/domain/format/number';
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

export { estimateTitle } from '@app/domain/estimates/titles';

/** Dollars with a true minus sign when below zero: "−$12.00". */
export const signedUsd = (cents: number) => (cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents));

/** A total that may be a credit (a change order that lowers the price): "−$12.00 (credit)". */
export const totalUsd = (cents: number) => (cents < 0 ? `${signedUsd(cents)} (credit)` : formatUsd(cents));

/** A quantity with a true minus sign when below zero. */
export const signedDecimal = (n: number) => (n < 0 ? `−${formatDecimal(-n)}` : formatDecimal(n));

/**
 * What a change order's line does, from its id (domain applied.ts actionOf): a product taken out of the
 * room, one new to it, more or less of an approved one, or an allowance the new choice used. Null for a line
 * of an estimate.
 */
export function changeWords(line: { id: string; quantity: number }): string | null {
  const act = actionOf(line.id);
  if (!act) return null;
  switch (act.action) {
    case 'remove':
      return 'Removed';
    case 'add':
      return 'Added';
    case 'quantity':
      return line.quantity < 0 ? 'Less' : 'More';
    case 'allowance':
      return 'Allowance applied';
  }
}

/** The pill of each of changeWords' words. */
export const CHANGE_CLASSES: Record<string, string> = {
  Removed: 'bg-rose-100 text-rose-800',
  Added: 'bg-emerald-100 text-emerald-800',
  More: 'bg-sky-100 text-sky-800',
  Less: 'bg-slate-100 text-slate-700',
  'Allowance applied': 'bg-amber-100 text-amber-900',
};
