import { formatCount } from '@app/domain/format/number';
import type { ReactNode } from 'react';
import { Dropdown } from '../../../components/ui/Dropdown.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import type { SearchResult } from '../../../lib/catalog-types.ts';
import type { SearchSort } from '../api/search-products.ts';
import type { ListState } from '../hooks/list-query.ts';
import { ProductGrid } from './ProductGrid.tsx';

const SORT_OPTIONS: { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

/** "Showing 11–20 of 2,439 products" for the page actually served. */
export function resultsText(result: SearchResult) {
  const n = formatCount;
  if (result.total === 0) return 'No products';
  const first = (result.current_page - 1) * result.per_page + 1;
  const last = first + result.data.length - 1;
  const noun = result.total === 1 ? 'product' : 'products';
  return `Showing ${n(first)}–${n(last)} of ${n(result.total)} ${noun}`;
}

export type ProductResultsProps = {
  result: SearchResult | undefined;
  loading: boolean;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  vsdId?: string;
  empty: ReactNode;
};

/** Results count and sort above a product grid, pagination (10 a page, with the jump field) below it. */
export function ProductResults({ result, loading, state, onChange, vsdId, empty }: ProductResultsProps) {
  return (
    <div className="space-y-4">
      {/* Stacked on a phone: "Loading products…" and "Showing 1–10 of 676 products" differ in length, and
          a row that wraps only once the count arrives pushes the grid down (issue 23: no layout shift). */}
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p
          className="text-sm text-slate-700 focus:outline-none"
          aria-live="polite"
          tabIndex={-1}
          data-focus-key="results"
        >
          {result ? resultsText(result) : 'Loading products…'}
        </p>
        <div data-focus-key="sort">
          <Dropdown
            label="Sort by"
            value={state.sort}
            options={SORT_OPTIONS}
            onChange={(sort) => onChange({ sort })}
          />
        </div>
      </div>
      <ProductGrid products={result?.data} loading={loading} vsdId={vsdId} empty={empty} />
      {result && result.last_page > 1 && (
        <Pagination
          page={result.current_page}
          lastPage={result.last_page}
          onPageChange={(page) => onChange({ page })}
          label="Product pages"
        />
      )}
    </div>
  );
}
