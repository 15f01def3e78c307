import type { ReactNode } from 'react';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';
import type { ProductCard as ProductCardData } from '../../../lib/catalog-types.ts';

const gridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/** Placeholder cards of the same shape while a page loads. */
function SkeletonCard() {
  return (
    <li
      className="animate-pulse overflow-hidden rounded-lg border border-slate-200 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-square w-full bg-slate-200" />
      <div className="space-y-2 p-3">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
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
  skeletons?: number;
  label?: string;
};

/** A responsive grid of product cards, skeletons while loading, `empty` when there is nothing. */
export function ProductGrid({
  products,
  loading,
  vsdId,
  empty,
  skeletons = 8,
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
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} vsdId={vsdId} />
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
