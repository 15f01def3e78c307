import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';

/** The cart's shape while it loads. */
export function CartSkeleton() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading your cart
      </p>
      <div aria-hidden="true" className="grid animate-pulse gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-4">
              <div className="size-20 shrink-0 rounded-md bg-slate-200" />
              <div className="flex flex-1 flex-col gap-2">
                <div className="h-4 w-3/4 rounded bg-slate-200" />
                <div className="h-4 w-1/3 rounded bg-slate-200" />
                <div className="h-8 w-32 rounded bg-slate-200" />
              </div>
            </div>
          ))}
        </div>
        <div className="h-56 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}

/** No lines yet. */
export function CartEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
      <h2 className="text-xl font-semibold text-slate-900">Your cart is empty</h2>
      <p className="max-w-md text-sm text-slate-600">
        Pick materials in a showroom and add them to your cart: one order for every vendor, at your pro's
        prices.
      </p>
      <ButtonLink to={paths.visualizeShowroom}>Start shopping</ButtonLink>
    </div>
  );
}

/** The cart could not be loaded. */
export function CartError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-lg border border-red-200 bg-red-50 px-4 py-10 text-center"
    >
      <h2 className="text-lg font-semibold text-slate-900">We could not load your cart</h2>
      <p className="text-sm text-slate-600">Check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
