import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, readListState, writeListState } from './list-query.ts';
import { rememberFocus } from './remount-memory.ts';

/**
 * A product list's state in the URL query, so back/forward and reload show the same page. Each change is
 * a new history entry.
 */
export function useListState() {
  const [query, setQuery] = useSearchParams();
  const state = readListState(query);
  const update = useCallback(
    (change: Partial<ListState>) => {
      // A new page starts at the top with the focus on the results count; a filter keeps the place.
      const paging = Object.keys(change).length === 1 && change.page !== undefined;
      rememberFocus(paging ? 'results' : undefined);
      setQuery((current) => writeListState(current, change), { preventScrollReset: !paging });
    },
    [setQuery],
  );
  return { state, update, query };
}
