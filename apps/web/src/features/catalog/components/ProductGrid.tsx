import type { ReactNode } from 'react';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';
import type { ProductCard as ProductCardData } from '../../../lib/catalog-types.ts';
import { PER_PAGE } from '../hooks/list-query.ts';

/**
 * Cards whose pictures load at once: the first row at the widest grid (4 columns). A lazy picture in the
 * first screen delays the largest paint (Lighthouse: "Largest Contentful Paint image was lazily loaded").
 */
const EAGER_CARDS = 4;

const gridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/**
 * A placeholder of a product card's size (issue 23: no layout shift): the same frame, square picture and
 * text lines as ProductCard (brand, two lines of name, size, price), so the grid keeps its height when the
 * cards arrive.
 */
function SkeletonCard() {
  return (
    <li aria-hidden="true" data-testid="product-card-skeleton">
      <div className="flex h-full animate-pulse flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="aspect-square w-full bg-slate-200" />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <div className="flex h-4 items-center">
            <div className="h-3 w-1/3 rounded bg-slate-200" />
          </div>
          <div className="flex h-10 flex-col justify-center gap-1.5">
            <div className="h-3.5 w-5/6 rounded bg-slate-200" />
            <div className="h-3.5 w-2/3 rounded bg-slate-200" />
          </div>
          <div className="flex h-4 items-center">
            <div className="h-3 w-1/2 rounded bg-slate-200" />
          </div>
          <div className="mt-auto flex h-8 items-end">
            <div className="h-5 w-1/3 rounded bg-slate-200" />
          </div>
        </div>
      </div>
    </li>
  );
}

export type ProductGridProps = {
  products: ProductCardData[] | undefined;
  loading: boolean;
  vsdId?: string;
  /** Shown when the page has no products. */
  empty: ReactNode;
  /** Placeholders while the first page loads: as many as a page holds. */
  skeletons?: number;
  label?: string;
};

/** A responsive grid of product cards, skeletons while loading, `empty` when there is nothing. */
export function ProductGrid({
  products,
  loading,
  vsdId,
  empty,
  skeletons = PER_PAGE,
  label = 'Products',
}: ProductGridProps) {
  if (loading && !products) {
    return (
      <ul className={gridClasses} aria-label={`${label} loading`} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <SkeletonCard key={i} />
        ))}
      </ul>
    );
  }
  if (!products || products.length === 0) return <>{empty}</>;
  return (
    <ul
      className={`${gridClasses} ${loading ? 'opacity-60 transition-opacity' : ''}`}
      aria-label={label}
      aria-busy={loading}
    >
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} vsdId={vsdId} eager={i < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** A friendly "nothing here" box with an optional action. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
    </div>
  );
}
