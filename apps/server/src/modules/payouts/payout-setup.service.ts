import { maskAccountId } from '@app/domain/payouts/connected-account';
import type { PayoutSetup } from '@app/domain/payouts/contract';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import {
  findPayoutAccount,
  type PayoutAccount,
  savePayoutAccount,
  setPayoutAccountStatus,
} from './payout-accounts.repository.ts';

const view = (a: PayoutAccount | null, provider: string, url: string | null = null): PayoutSetup => ({
  status: a?.status ?? 'none',
  provider: a?.provider ?? provider,
  account: a ? maskAccountId(a.accountId) : null,
  onboarding_url: a?.status === 'pending' ? url : null,
});

/** A pending account is asked again: Stripe turns it active once onboarding is done. */
async function refreshed(db: Database, payments: PaymentProvider, a: PayoutAccount | null) {
  if (!a || a.status === 'active' || a.provider !== payments.name) return a;
  const remote = await payments.getConnectedAccount(a.accountId);
  if (!remote.transfersEnabled) return a;
  await setPayoutAccountStatus(db, a.userId, 'active');
  return { ...a, status: 'active' as const };
}

/** GET /api/payout_setup: the caller's connected account, masked, and whether it can be paid yet. */
export async function getPayoutSetup(db: Database, payments: PaymentProvider, userId: number) {
  const account = await refreshed(db, payments, await findPayoutAccount(db, userId));
  return view(account, payments.name);
}

/**
 * POST /api/payout_setup: creates the caller's connected account once (idempotency key `connect:<user>`; a
 * second call reuses the stored one) and, while onboarding is pending, a fresh onboarding link that comes
 * back to /payout_setup. The sandbox's account is active at once.
 */
export async function connectPayoutAccount(
  db: Database,
  payments: PaymentProvider,
  user: { id: number; email: string },
  appUrl: string,
) {
  let account = await refreshed(db, payments, await findPayoutAccount(db, user.id));
  if (!account) {
    const created = await payments.createConnectedAccount({
      userId: user.id,
      email: user.email,
      idempotencyKey: `connect:${user.id}`,
    });
    account = await savePayoutAccount(db, {
      userId: user.id,
      provider: payments.name,
      accountId: created.id,
      status: created.transfersEnabled ? 'active' : 'pending',
    });
  }
  if (account?.status !== 'pending') return view(account, payments.name);
  const link = await payments.createAccountLink({
    accountId: account.accountId,
    returnUrl: `${appUrl}/payout_setup?connected=1`,
    refreshUrl: `${appUrl}/payout_setup?refresh=1`,
  });
  return view(account, payments.name, link?.url ?? null);
}
