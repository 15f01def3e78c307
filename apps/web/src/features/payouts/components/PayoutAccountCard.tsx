import type { PayoutSetup } from '@app/domain/payouts/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button.tsx';
import { notify } from '../../../lib/toast.ts';
import { payoutSetupQuery, useConnectPayoutAccount } from '../api/payout-setup.ts';
import { onboarding } from '../onboarding.ts';
import { PAYEE_COPY, type PayeeRole } from '../payee-copy.ts';
import { SectionState } from './SectionState.tsx';

const statusText = (status: PayoutSetup['status'], role: PayeeRole) =>
  ({
    none: 'No payout account connected yet.',
    pending: 'Your payout account is waiting for you to finish onboarding with the payment provider.',
    active: PAYEE_COPY[role].active,
  })[status];

/** The payee's connected payout account: connect it (one click in the sandbox), or finish onboarding. */
export function PayoutAccountCard({ role }: { role: PayeeRole }) {
  const setup = useQuery(payoutSetupQuery());
  const connect = useConnectPayoutAccount();

  const onConnect = () =>
    connect.mutate(undefined, {
      onSuccess: (reply) => {
        if (reply.data.onboarding_url) onboarding.open(reply.data.onboarding_url);
        else notify.success(reply.message ?? 'Your payout account is connected.');
      },
    });

  return (
    <section
      aria-labelledby="payout-account-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id="payout-account-title" className="mb-3 text-lg font-semibold text-slate-900">
        Payout account
      </h2>
      <SectionState query={setup} what="payout account">
        {() => {
          const s = setup.data as PayoutSetup;
          return (
            <div className="flex flex-wrap items-center justify-between gap-4">
              <div className="space-y-1 text-sm text-slate-700">
                <p>{statusText(s.status, role)}</p>
                {s.account && (
                  <p>
                    Account <span className="font-mono font-medium text-slate-900">{s.account}</span>
                    <span
                      className={`ml-2 rounded-full px-2 py-0.5 text-xs font-medium ${
                        s.status === 'active'
                          ? 'bg-emerald-50 text-emerald-800'
                          : 'bg-amber-50 text-amber-800'
                      }`}
                    >
                      {s.status === 'active' ? 'Active' : 'Onboarding'}
                    </span>
                  </p>
                )}
              </div>
              {s.status !== 'active' && (
                <Button onClick={onConnect} loading={connect.isPending}>
                  {s.status === 'none' ? 'Connect payout account' : 'Continue onboarding'}
                </Button>
              )}
            </div>
          );
        }}
      </SectionState>
    </section>
  );
}
