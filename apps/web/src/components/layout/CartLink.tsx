import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCartCount } from '../../lib/cart-count.ts';
import { focusRing } from '../ui/focus-ring.ts';
import { CartIcon } from './icons.tsx';

/** Cart icon with the number of items (0 until the cart issue feeds the store). */
export function CartLink() {
  const count = useCartCount();
  return (
    <Link
      to={paths.cart}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className={`relative inline-flex size-10 items-center justify-center rounded-full text-current hover:bg-black/5 ${focusRing}`}
    >
      <CartIcon className="size-6" />
      <span
        aria-hidden="true"
        className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-5 text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
