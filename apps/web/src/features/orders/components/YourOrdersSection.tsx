import { OPEN_ORDER_PARAM } from '@app/domain/orders/order-link';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { useNow } from '../hooks/use-now.ts';
import { ChangeShipTo } from './ChangeShipTo.tsx';
import { HomeownerItemActions } from './HomeownerItemActions.tsx';
import { OrderList } from './OrderList.tsx';

/**
 * /your_orders for a signed-in user: their orders (spec point 2), and for a homeowner 'Change address' on an
 * order and the item actions 'Cancel item' and 'Request return' in the Order Items popup while their windows
 * are open.
 */
export function YourOrdersSection({ user }: { user: AuthUser }) {
  const now = useNow();
  const [params] = useSearchParams();
  const homeowner = user.type === 'User';
  return (
    <section aria-labelledby="my-orders-title" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
        <h1 id="my-orders-title" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          Your Orders
        </h1>
        <p className="mt-2 text-slate-600">
          Each item ships from its own vendor, so each has its own status.
        </p>
        <div className="mt-6">
          <OrderList
            userId={user.id}
            userType={user.type}
            empty={
              <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
                <p className="text-lg font-medium text-slate-900">You have no orders yet</p>
                <p className="mt-1 text-sm text-slate-600">
                  Browse the showrooms and place your first order.
                </p>
                <ButtonLink to={paths.visualizeShowroom} className="mt-4">
                  Start shopping
                </ButtonLink>
              </div>
            }
            renderItemActions={
              homeowner
                ? (item, order) => <HomeownerItemActions item={item} orderedAt={order.created_at} now={now} />
                : undefined
            }
            openNumber={params.get(OPEN_ORDER_PARAM)}
            renderOrderActions={homeowner ? (order) => <ChangeShipTo order={order} now={now} /> : undefined}
          />
        </div>
      </div>
    </section>
  );
}
