import { useQuery } from '@tanstack/react-query';
import { payoutHistoryQuery } from '../../features/payouts/api/payout-balance.ts';
import { PayoutAccountCard } from '../../features/payouts/components/PayoutAccountCard.tsx';
import { PayoutHistory } from '../../features/payouts/components/PayoutHistory.tsx';
import { SectionState } from '../../features/payouts/components/SectionState.tsx';
import type { PayeeRole } from '../../features/payouts/payee-copy.ts';
import { vendorDashboardQuery } from '../../features/vendor/api/vendor-dashboard.ts';
import { EarningsSummary } from '../../features/vendor/components/EarningsSummary.tsx';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:p-6';
/** The payouts feature's words for a vendor (paid for the items it delivers). */
const payee: PayeeRole = 'vendor';

/**
 * /vendor/earnings (issue 12 point 2): what the vendor earns in its three stages — held until each item is
 * delivered, released, paid (decisions/0006) — its payout account and its payouts. app/ composes the payouts
 * feature (the same account card and history as /payout_setup) with the vendor portal's summary.
 */
export default function VendorEarningsScreen() {
  const dashboard = useQuery(vendorDashboardQuery());
  const history = useQuery(payoutHistoryQuery());
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Earnings and payouts</h1>
        <p className="mt-1 text-sm text-slate-600">
          You earn your price for each item. It is held until the item is delivered, then released and paid to
          your payout account in the next payout run.
        </p>
      </header>
      <section aria-labelledby="vendor-earnings-title" className={card}>
        <h2 id="vendor-earnings-title" className="mb-3 text-lg font-semibold text-slate-900">
          Your earnings
        </h2>
        <SectionState query={dashboard} what="earnings">
          {() => (dashboard.data ? <EarningsSummary earnings={dashboard.data.earnings} /> : null)}
        </SectionState>
      </section>
      <PayoutAccountCard role={payee} />
      <section aria-labelledby="vendor-payouts-title" className={card}>
        <h2 id="vendor-payouts-title" className="mb-3 text-lg font-semibold text-slate-900">
          Payouts
        </h2>
        <SectionState query={history} what="payouts">
          {() => <PayoutHistory payouts={history.data ?? []} />}
        </SectionState>
      </section>
    </div>
  );
}
