import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { paths } from '../../../config/paths.ts';
import type { ProductDetail } from '../../../lib/catalog-types.ts';
import { ProductBreadcrumb } from './ProductBreadcrumb.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductRow } from './ProductRow.tsx';
import { ProductSpecs } from './ProductSpecs.tsx';
import { PurchasePanel } from './PurchasePanel.tsx';

/** Whose prices these are: the showroom's, or the platform price without one. */
function PricedBy({ showroom }: { showroom: ProductDetail['showroom'] }) {
  if (showroom)
    return (
      <p className="text-sm text-slate-600">
        Prices from showroom <span className="font-medium text-slate-900">{showroom.company_name}</span> (
        {showroom.vsd_id})
      </p>
    );
  return (
    <p className="text-sm text-slate-600">
      Platform price.{' '}
      <Link to={paths.home} className={`rounded font-medium text-brand-700 underline ${focusRing}`}>
        Enter your contractor&rsquo;s showroom ID
      </Link>{' '}
      to see their prices.
    </p>
  );
}

/**
 * The product page's body, shared by /product/:hash/:vsd_id? and /product-details: breadcrumb, gallery,
 * name, brand, prices, size, colour, quantity, description, specifications and the product rows.
 */
export function ProductDetailView({
  product,
  vsdId,
  givenQuantity,
}: {
  product: ProductDetail;
  vsdId: string | undefined;
  givenQuantity?: number | null;
}) {
  const ref = { hash: product.hash, categoryId: product.category.id };
  return (
    <article
      aria-labelledby="product-name"
      className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6 sm:px-6 md:py-10"
    >
      <div className="flex flex-col gap-6">
        <ProductBreadcrumb product={product} />
        <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
          <ProductGallery
            key={product.hash}
            images={product.images.length ? product.images : [product.image]}
            name={product.name}
          />
          <div className="flex flex-col gap-5">
            <div className="flex flex-col gap-2">
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                {product.brand.name}
              </p>
              <h1 id="product-name" className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
                {product.name}
              </h1>
              <PricedBy showroom={product.showroom} />
            </div>
            {/* A new product (or showroom) starts a fresh choice of size, colour and quantity. */}
            <PurchasePanel
              key={`${product.hash}:${product.showroom?.vsd_id ?? ''}`}
              product={product}
              givenQuantity={givenQuantity}
            />
          </div>
        </div>
      </div>
      <ProductSpecs product={product} />
      <ProductRow kind="related" product={ref} vsdId={vsdId} />
      <ProductRow kind="recent" product={ref} vsdId={vsdId} />
      <ProductRow kind="alsoViewed" product={ref} vsdId={vsdId} />
    </article>
  );
}
