import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button.tsx';
import type { SearchResult } from '../../../lib/catalog-types.ts';
import type { ListState } from '../hooks/list-query.ts';
import { activeFilterCount } from './FilterPanel.tsx';
import { EmptyState } from './ProductGrid.tsx';
import { ProductResults } from './ProductResults.tsx';
import { SearchInstead } from './SearchInstead.tsx';

export type ShowroomResultsProps = {
  search: UseQueryResult<SearchResult>;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  vsdId?: string;
  categoryName?: string;
  onClearSearch: () => void;
  onAllCategories: () => void;
};

/**
 * The showroom's results: what was searched for (the corrected text when the server corrected a misspelling,
 * with a link to search the text as typed), then the shared list, with an empty state that helps.
 */
export function ShowroomResults({
  search,
  state,
  onChange,
  vsdId,
  categoryName,
  onClearSearch,
  onAllCategories,
}: ShowroomResultsProps) {
  const filtered = activeFilterCount(state) > 0;
  // Only the answer for the words on screen (not the previous words' answer kept while loading).
  const corrected = search.data?.corrected?.original === state.q ? search.data.corrected : null;
  const empty = (
    <EmptyState title={state.q ? `No products found for “${state.q}”` : 'No products match'}>
      <p>
        {state.q
          ? 'Check the spelling, try a shorter or more general word (a colour, a material, a brand)'
          : 'Try another category'}
        {filtered ? ', or clear the filters.' : '.'}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {filtered && (
          <Button
            variant="outline"
            onClick={() => onChange({ brand: [], color: '', min_price: '', max_price: '' })}
          >
            Clear filters
          </Button>
        )}
        {categoryName && (
          <Button variant="outline" onClick={onAllCategories}>
            Search all categories
          </Button>
        )}
        {state.q && (
          <Button variant="outline" onClick={onClearSearch}>
            Clear search
          </Button>
        )}
      </div>
    </EmptyState>
  );
  return (
    <div className="space-y-3">
      {(state.q || categoryName) && (
        <h2 className="text-lg font-semibold text-slate-900">
          {state.q ? <>Showing results for “{corrected?.query ?? state.q}”</> : categoryName}
          {state.q && categoryName && <span className="font-normal text-slate-600"> in {categoryName}</span>}
        </h2>
      )}
      {corrected && <SearchInstead original={corrected.original} />}
      <ProductResults
        result={search.data}
        loading={search.isFetching}
        state={state}
        onChange={onChange}
        vsdId={vsdId}
        empty={empty}
      />
    </div>
  );
}
