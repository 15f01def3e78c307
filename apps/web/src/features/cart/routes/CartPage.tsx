import type { CartLine } from '../../../lib/cart/cart.ts';
import { useCart } from '../../../lib/cart/use-cart.ts';
import { CartLineItem } from '../components/CartLineItem.tsx';
import { CartEmpty, CartError, CartSkeleton } from '../components/CartStates.tsx';
import { CartSummary } from '../components/CartSummary.tsx';

/** Lines grouped by vendor (the product's brand), in the order they first appear. */
function byVendor(lines: CartLine[]): Array<{ vendor: string; lines: CartLine[] }> {
  const groups = new Map<string, CartLine[]>();
  for (const line of lines) {
    const vendor = line.product.brand.name;
    groups.set(vendor, [...(groups.get(vendor) ?? []), line]);
  }
  return [...groups].map(([vendor, group]) => ({ vendor, lines: group }));
}

/** /cart (no sign-in needed, spec point 2): the guest's or the user's cart, priced now by the server. */
export default function CartPage() {
  const cart = useCart();
  const data = cart.data;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Your cart</h1>
      {cart.isPending ? (
        <CartSkeleton />
      ) : cart.isError || !data ? (
        <CartError onRetry={() => void cart.refetch()} />
      ) : data.Project_tans.length === 0 ? (
        <CartEmpty />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem] lg:gap-8">
          <div className="flex flex-col gap-6">
            {byVendor(data.Project_tans).map(({ vendor, lines }) => (
              <section
                key={vendor}
                aria-label={`From ${vendor}`}
                className="rounded-lg border border-slate-200 bg-white px-4 shadow-sm md:px-6"
              >
                <h2 className="border-b border-slate-200 py-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
                  From {vendor}
                </h2>
                <ul className="divide-y divide-slate-200">
                  {lines.map((line) => (
                    <CartLineItem key={line.id} line={line} vsdId={data.vsd_id ?? undefined} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <CartSummary cart={data} />
        </div>
      )}
    </div>
  );
}
