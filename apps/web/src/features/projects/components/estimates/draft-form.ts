import type { LabourCategory } from '@app/domain/estimates/categories';
import type { AllowanceRule } from '@app/domain/estimates/draft';
import { typedRateCents } from '@app/domain/estimates/rate-dollars';
import type { DraftEstimateRequest } from '@app/domain/estimates/requests';

/** One trade's allowance as the dialog holds it: the default, an amount per unit or lump sum, or none. */
export type AllowanceChoice =
  | { kind: 'default' }
  | { kind: 'none' }
  | { kind: 'per_unit' | 'lump_sum'; typed: string };

export type DraftForm = {
  designId: string;
  designVersion: string;
  allowances: Partial<Record<LabourCategory, AllowanceChoice>>;
  mode: 'open_book' | 'fixed_price';
  depositKind: 'percent' | 'fixed';
  deposit: string;
  validUntil: string;
  message: string;
};

export type DraftRead = { body: DraftEstimateRequest; errors: Record<string, string> };

/** Percent as typed ("12.5") to basis points, exactly (the dollars reader reads two decimals). */
const percentBps = (typed: string) => typedRateCents(typed.replace('%', ''));

/**
 * The dialog's fields as the request's body; what cannot be read (an amount that is not dollars) is an error
 * on its field, named as the server would name it, so both kinds of message land in one place.
 */
export function draftBodyOf(form: DraftForm): DraftRead {
  const errors: Record<string, string> = {};
  const allowances: Record<string, AllowanceRule | null> = {};
  for (const [category, choice] of Object.entries(form.allowances)) {
    if (!choice || choice.kind === 'default') continue;
    if (choice.kind === 'none') {
      allowances[category] = null;
      continue;
    }
    const read = typedRateCents(choice.typed);
    if ('error' in read || read.cents === null) {
      errors[`allowances.${category}`] = 'Type the allowance in dollars, like 6.50.';
      continue;
    }
    allowances[category] =
      choice.kind === 'per_unit' ? { per_unit_cents: read.cents } : { lump_sum_cents: read.cents };
  }
  const read =
    form.depositKind === 'percent' ? percentBps(form.deposit || '0') : typedRateCents(form.deposit || '0');
  const amount = 'cents' in read ? read.cents : null;
  if (amount === null) errors.deposit = 'Type the deposit as a number, like 10 or 500.00.';
  const body: DraftEstimateRequest = {
    design_id: Number(form.designId),
    ...(form.designVersion ? { design_version: Number(form.designVersion) } : {}),
    allowances,
    mode: form.mode,
    deposit:
      form.depositKind === 'percent'
        ? { kind: 'percent', bps: amount ?? 0 }
        : { kind: 'fixed', cents: amount ?? 0 },
    valid_until: form.validUntil || null,
    message: form.message,
  };
  if (!form.designId) errors.design_id = 'Choose the room to draft from.';
  return { body, errors };
}

/** A server's 422 (`deposit.bps`, `allowances.vanity`…) on the dialog's field. */
export function fieldOf(key: string): string {
  if (key.startsWith('deposit')) return 'deposit';
  if (key.startsWith('allowances.')) return key.split('.').slice(0, 2).join('.');
  return key;
}
