import { useParams } from 'react-router';
import { Breadcrumb } from '../../../components/catalog/Breadcrumb.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { useCategory } from '../api/get-category.ts';
import { useProductSearch } from '../api/search-products.ts';
import { CategoryNotFound } from '../components/CategoryNotFound.tsx';
import { activeFilterCount, FilterPanel } from '../components/FilterPanel.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { PriceNote } from '../components/PriceNote.tsx';
import { EmptyState } from '../components/ProductGrid.tsx';
import { ProductResults } from '../components/ProductResults.tsx';
import { categoryCrumbs } from '../hooks/category-crumbs.ts';
import { searchParamsOf } from '../hooks/list-query.ts';
import { useRestoreFocus } from '../hooks/remount-memory.ts';
import { useListState } from '../hooks/use-list-state.ts';

/**
 * The product list of a category (route shop-products): filters, sort, results count, grid and pagination,
 * all kept in the URL query; priced for the selected showroom.
 */
export default function ShopProductsPage() {
  const { category: slug = '' } = useParams();
  const { selected } = useSelectedShowroom();
  const { state, update } = useListState();
  useRestoreFocus();
  const category = useCategory(slug);
  const vsdId = selected?.vsd_id;
  const search = useProductSearch(
    searchParamsOf(state, { category: slug, vsd_id: vsdId }),
    category.data !== null,
  );

  usePageTitle(category.data ? `${category.data.name} products` : undefined);

  if (category.isPending) return <PageSpinner label="Loading category" />;
  if (category.data === null) return <CategoryNotFound />;
  const info = category.data;
  const filtered = activeFilterCount(state) > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      {info && <Breadcrumb items={categoryCrumbs(info, { label: 'All products' })} />}
      <header className="mt-3 mb-6 space-y-1">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{info?.name ?? 'Products'}</h1>
        <PriceNote showroom={selected} />
      </header>
      <div className="gap-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="mb-4 lg:mb-0">
          <FilterPanel facets={search.data?.facets} state={state} onChange={update} />
        </aside>
        <ProductResults
          result={search.data}
          loading={search.isFetching}
          state={state}
          onChange={update}
          vsdId={vsdId}
          empty={
            <EmptyState
              title={filtered ? 'No products match these filters' : 'No products in this category yet'}
            >
              {filtered
                ? 'Try another brand or colour, widen the price range, or clear the filters.'
                : 'New products are added often; have a look at another category meanwhile.'}
            </EmptyState>
          }
        />
      </div>
    </div>
  );
}
