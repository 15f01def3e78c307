import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { fetchOrder, type PlacedOrder } from '../api/orders.ts';
import { CheckoutLoading } from '../components/CheckoutLayout.tsx';
import { OrderConfirmation } from '../components/OrderConfirmation.tsx';

/** /thankyou?order=<id>: the order just placed (router state), or fetched again after a reload. */
export default function ThankYouPage() {
  const [params] = useSearchParams();
  const passed = (useLocation().state as { order?: PlacedOrder } | null)?.order;
  const id = params.get('order') ?? (passed ? String(passed.id) : '');
  const order = useQuery({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => fetchOrder(id, signal),
    enabled: !!id,
    initialData: passed && String(passed.id) === id ? passed : undefined,
  });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 md:py-10">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Thank you for your order</h1>
      <p className="mt-2 text-sm text-slate-600">
        Each vendor approves its items first; your materials are delivered in one to three weeks. We email you
        when a status changes.
      </p>
      <div className="mt-6">
        {order.data ? (
          <OrderConfirmation order={order.data} />
        ) : order.isError || !id ? (
          <p role="alert" className="text-sm text-red-700">
            We could not load this order. You can find it under Your orders.
          </p>
        ) : (
          <CheckoutLoading label="Loading your order" />
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={paths.yourOrders}>Your orders</ButtonLink>
        <ButtonLink to={paths.visualizeShowroom} variant="outline">
          Continue Shopping
        </ButtonLink>
      </div>
    </div>
  );
}
