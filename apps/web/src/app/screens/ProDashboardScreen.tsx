import { formatUsd } from '@app/domain/money/cents';
import { totalProfit } from '@app/domain/orders/item-profit';
import { useQuery } from '@tanstack/react-query';
import { TextLink } from '../../components/ui/TextLink.tsx';
import { paths } from '../../config/paths.ts';
import { ordersQuery } from '../../features/orders/api/orders.ts';
import { OrderList } from '../../features/orders/components/OrderList.tsx';
import { payoutBalanceQuery } from '../../features/payouts/api/payout-balance.ts';
import { BalanceSummary } from '../../features/payouts/components/BalanceSummary.tsx';
import { SectionState } from '../../features/payouts/components/SectionState.tsx';
import { ProCharts } from '../../features/pro/components/ProCharts.tsx';
import { useSession } from '../../lib/session.tsx';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/**
 * The pro portal's dashboard (issue 11): the showroom, the profit on its orders (contractor_markup_amt × qty,
 * negative once returned), earnings pending for 46 business days and available, a negative balance with its
 * due date, and the orders priced by the showroom with each item's profit. app/ composes the features.
 */
export default function ProDashboardScreen() {
  const { user } = useSession();
  const orders = useQuery(ordersQuery(user?.id));
  const balance = useQuery(payoutBalanceQuery());
  const showroom = user?.shop_profile;
  const profit = totalProfit(
    'Contractor',
    (orders.data ?? []).flatMap((order) => order.items),
  );

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">
          {showroom?.company_name ?? 'Your showroom'}
        </h1>
        {showroom && (
          <p className="mt-1 text-sm text-slate-600">
            Showroom ID <span className="font-mono font-semibold text-slate-900">{showroom.vsd_id}</span>:
            your clients enter it on the home page to shop at your prices.
          </p>
        )}
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="pro-profit-title" className={card}>
          <h2 id="pro-profit-title" className="text-sm font-medium text-slate-600">
            Profit on your clients’ orders
          </h2>
          <p className="mt-1 text-3xl font-semibold text-slate-900">
            {orders.data ? formatUsd(profit) : '…'}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Your markup on {orders.data?.length ?? 0} {orders.data?.length === 1 ? 'order' : 'orders'}, less
            coupons and returns.
          </p>
        </section>
        <section aria-labelledby="pro-earnings-title" className={card}>
          <h2 id="pro-earnings-title" className="mb-2 text-sm font-medium text-slate-600">
            Earnings
          </h2>
          <SectionState query={balance} what="balance">
            {() => (balance.data ? <BalanceSummary balance={balance.data} /> : null)}
          </SectionState>
          <TextLink to={paths.payoutSetup} className="mt-3 inline-block text-sm" tone="strong">
            Payout account and history
          </TextLink>
        </section>
      </div>
      <ProCharts />
      <section aria-labelledby="pro-orders-title">
        <h2 id="pro-orders-title" className="mb-3 text-xl font-semibold text-slate-900">
          Orders from your showroom
        </h2>
        {user && (
          <OrderList
            userId={user.id}
            userType={user.type}
            empty={
              <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
                No orders yet. Share your showroom ID with your clients to get started.
              </p>
            }
          />
        )}
      </section>
    </div>
  );
}
