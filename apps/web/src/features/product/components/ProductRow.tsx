import { useId } from 'react';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';
import { type ProductRowKind, useProductRow } from '../api/product-rows.ts';

const TITLES: Record<ProductRowKind, string> = {
  related: 'Related products',
  recent: 'Recently viewed',
  alsoViewed: 'Customers also viewed',
};

/** One horizontally scrollable row of product cards; nothing at all while loading, on error or when empty. */
export function ProductRow({
  kind,
  product,
  vsdId,
}: {
  kind: ProductRowKind;
  product: { hash: string; categoryId: number };
  vsdId: string | undefined;
}) {
  const row = useProductRow(kind, product, vsdId);
  const id = useId();
  if (!row.data || row.data.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {TITLES[kind]}
      </h2>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-3 sm:-mx-6 sm:px-6">
        {row.data.map((card) => (
          <li key={card.hash} className="w-56 shrink-0 snap-start md:w-60">
            <ProductCard product={card} vsdId={vsdId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
