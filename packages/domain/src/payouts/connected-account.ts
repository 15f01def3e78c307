/** A connected account id as people see it: its prefix and last 4 characters (`acct_…9xQz`). */
export function maskAccountId(accountId: string): string {
  const cut = accountId.indexOf('_') + 1;
  const tail = accountId.slice(-4);
  return accountId.length - cut <= 4 ? accountId : `${accountId.slice(0, cut)}…${tail}`;
}

/** Where a payee stands with its payout account. */
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'active'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];
