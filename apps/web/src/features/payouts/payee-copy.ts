import { CONTRACTOR_FUNDS_BUSINESS_DAYS } from '@app/domain/shared/constants';

/** Who is paid out on /payout_setup: a contractor (its markup) or a vendor (its items' shares). */
export type PayeeRole = 'contractor' | 'vendor';

/** The page's words per payee (docs/decisions/0006-vendor-payouts.md); the rules are the same. */
export const PAYEE_COPY: Record<
  PayeeRole,
  { intro: string; active: string; pendingNote: string; negative: string; covers: string }
> = {
  contractor: {
    intro: 'Your markup is paid to your connected payout account once it is available.',
    active: 'Your payout account is connected. Available profit is paid to it in each payout run.',
    pendingNote: `Available ${CONTRACTOR_FUNDS_BUSINESS_DAYS} business days after payment.`,
    negative: 'Refunds took back profit already paid out.',
    covers: 'new profit covers it as it becomes available.',
  },
  vendor: {
    intro:
      'What you earn for your items is paid to your connected payout account once each item is delivered.',
    active: 'Your payout account is connected. Available earnings are paid to it in each payout run.',
    pendingNote: 'Paid when the item is delivered.',
    negative: 'Returns took back earnings already paid out.',
    covers: 'new earnings cover it as your items are delivered.',
  },
};
