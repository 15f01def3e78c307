import { freeOrUsd } from '@app/domain/money/cents';
import type { SampleOffer as Offer } from '@app/domain/orders/samples';
import { useLocation } from 'react-router';
import { OrderSamplesButton } from '../../../components/samples/OrderSamplesButton.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.tsx';

/**
 * The vendor's sample of the product (issue 25 point 7): its size and price, and "Order samples" for a
 * signed-in homeowner; anyone else is asked to sign in first (a sample order is a homeowner's).
 */
export function SampleOffer({ product, sample }: { product: string; sample: Offer | null }) {
  const user = useSession().user;
  const here = useLocation();
  if (!sample) return null;
  const price = freeOrUsd(sample.price_cents);
  return (
    <section
      aria-label="Sample"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">Sample {sample.size}</span> · {price} · ships free
      </p>
      {user?.type === 'User' ? (
        <OrderSamplesButton products={[product]} />
      ) : (
        !user && (
          <TextLink
            to={`${paths.login}?redirect=${encodeURIComponent(here.pathname + here.search)}`}
            className="text-sm"
          >
            Sign in to order a sample
          </TextLink>
        )
      )}
    </section>
  );
}
