import type { PayoutBalance } from '@app/domain/payouts/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { payoutBalanceQuery, payoutHistoryQuery } from '../api/payout-balance.ts';
import { BalanceSummary } from '../components/BalanceSummary.tsx';
import { PayoutAccountCard } from '../components/PayoutAccountCard.tsx';
import { PayoutHistory } from '../components/PayoutHistory.tsx';
import { SectionState } from '../components/SectionState.tsx';
import { PAYEE_COPY, type PayeeRole } from '../payee-copy.ts';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:p-6';

function Page({ children, role }: { children: ReactNode; role?: PayeeRole }) {
  return (
    <section className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 md:py-12">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Payout setup</h1>
        {role && <p className="mt-1 text-sm text-slate-600">{PAYEE_COPY[role].intro}</p>}
      </header>
      {children}
    </section>
  );
}

/** A payee's payout account, balance and payouts: the same for a contractor and a vendor, words aside. */
function PayeePayouts({ role }: { role: PayeeRole }) {
  const balance = useQuery(payoutBalanceQuery());
  const history = useQuery(payoutHistoryQuery());
  return (
    <>
      <PayoutAccountCard role={role} />
      <section aria-labelledby="payout-balance-title" className={card}>
        <h2 id="payout-balance-title" className="mb-3 text-lg font-semibold text-slate-900">
          Balance
        </h2>
        <SectionState query={balance} what="balance">
          {() => <BalanceSummary balance={balance.data as PayoutBalance} />}
        </SectionState>
      </section>
      <section aria-labelledby="payout-history-title" className={card}>
        <h2 id="payout-history-title" className="mb-3 text-lg font-semibold text-slate-900">
          Payout history
        </h2>
        <SectionState query={history} what="payouts">
          {() => <PayoutHistory payouts={history.data ?? []} />}
        </SectionState>
      </section>
    </>
  );
}

/**
 * /payout_setup (signed in): a contractor's or a vendor's payout account, balance and payouts; others are
 * told who it is for.
 */
export default function PayoutSetupPage() {
  const { user, status } = useSession();
  if (status === 'loading' || !user) {
    return (
      <Page>
        <div className="flex justify-center py-10 text-brand-700">
          <Spinner size="lg" label="Loading" />
        </div>
      </Page>
    );
  }
  if (user.type === 'Contractor' || user.type === 'Vendor') {
    const role: PayeeRole = user.type === 'Vendor' ? 'vendor' : 'contractor';
    return (
      <Page role={role}>
        <PayeePayouts role={role} />
      </Page>
    );
  }
  return (
    <Page>
      <div className={`${card} space-y-2 text-sm text-slate-700`}>
        <p>
          Payout setup is for the people we pay: pros (contractors and designers, paid their markup) and
          vendors (paid for the items they deliver).
        </p>
        <TextLink to={paths.proAccount} tone="strong">
          Learn about pro accounts
        </TextLink>
      </div>
    </Page>
  );
}
