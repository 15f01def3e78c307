import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { Price } from '../../../components/ui/Price.tsx';
import { QuantityBox } from '../../../components/ui/QuantityBox.tsx';
import { paths } from '../../../config/paths.ts';
import type { CartLine } from '../../../lib/cart/cart.ts';
import { useRemoveCartLine } from '../../../lib/cart/use-cart.ts';
import { useLineQuantity } from '../hooks/use-line-quantity.ts';

/** One cart line: image, name, size, colour, unit price, quantity, Remove and the line total. */
export function CartLineItem({ line, vsdId }: { line: CartLine; vsdId?: string }) {
  const { product } = line;
  const { qty, change } = useLineQuantity(line);
  const remove = useRemoveCartLine();
  return (
    <li className="grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-3 py-4 sm:grid-cols-[6rem_1fr_auto]">
      <img
        src={product.thumb || product.image}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="aspect-square w-full rounded-md bg-slate-100 object-cover"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-sm font-semibold text-slate-900 md:text-base">
          <Link
            to={paths.product(product.hash, vsdId)}
            className={`rounded-sm hover:text-brand-700 ${focusRing}`}
          >
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          Size: {line.size_label}
          {line.colour && <span> · Colour: {line.colour}</span>}
        </p>
        <Price cents={line.unit_price_cents} unit={product.unit} className="text-sm" />
        {line.min_qty > 1 && <p className="text-xs text-slate-500">Minimum order: {line.min_qty}</p>}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <QuantityBox
          value={qty}
          onChange={change}
          min={line.min_qty}
          max={100000}
          label={`Quantity of ${product.name}`}
          hideLabel
        />
        <p className="text-base font-semibold text-slate-900" data-testid="cart-line-total">
          <Price cents={line.unit_price_cents * qty} />
        </p>
        <Button
          variant="link"
          onClick={() => remove.mutate(line.id)}
          loading={remove.isPending}
          aria-label={`Remove ${product.name}`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
