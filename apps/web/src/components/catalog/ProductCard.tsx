import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { ProductCard as ProductCardData } from '../../lib/catalog-types.ts';
import { focusRing } from '../ui/focus-ring.ts';
import { Price, PricePerSqft } from '../ui/Price.tsx';

/** Rendered size of the card image; the server's SVG thumbs are square. */
const IMAGE_SIZE = 320;

/**
 * One product in a list: image, brand, name, size label and the unit price for the showroom the list was
 * priced for (the server prices it; the web only formats cents). Links to the product page.
 */
export function ProductCard({
  product,
  vsdId,
  eager = false,
}: {
  product: ProductCardData;
  vsdId?: string;
  /** Load the picture at once: a card of the first row, whose picture is likely the page's largest paint. */
  eager?: boolean;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={product.thumb || product.image}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-square w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{product.brand.name}</p>
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900">
          <Link
            to={paths.product(product.hash, vsdId)}
            className={`rounded-sm after:absolute after:inset-0 hover:text-brand-700 ${focusRing}`}
          >
            {product.name}
          </Link>
        </h3>
        {product.size_label && <p className="text-xs text-slate-600">Size: {product.size_label}</p>}
        <div className="mt-auto flex flex-col pt-2">
          <Price cents={product.price_cents} unit={product.unit} className="text-brand-700!" />
          {product.price_per_sqft !== null && <PricePerSqft dollars={product.price_per_sqft} />}
        </div>
      </div>
    </article>
  );
}
