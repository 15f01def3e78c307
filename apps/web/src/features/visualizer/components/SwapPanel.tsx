import type { ShowroomRef } from '@app/domain/catalog/contract';
import { SWAP_SEARCH_MAX, type SwapOption } from '@app/domain/designs/contract';
import { quizParam } from '@app/domain/designs/swap-filters';
import { productRefKey, type RoomDocument, type SurfaceKind } from '@app/domain/room/document';
import { swapChoiceOf, swapProblems } from '@app/domain/room/swap';
import { widestFit } from '@app/domain/room/swap-fit';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useStyleAnswers } from '../../../lib/style-profile.ts';
import type { Selection } from '../../../visualizer/scene/types.ts';
import { useSwapOptions } from '../api/swap-options.ts';
import { selectedPart } from './part-label.ts';
import { hasFilters, type SwapFilterState, SwapFilters } from './SwapFilters.tsx';
import { SwapOptionItem } from './SwapOptionItem.tsx';

/**
 * The showroom's products that can go on the selected surface or fixture, with their prices, filtered by
 * colour, finish, size, brand, style and price (each value with its count) and ordered by fit, price or match
 * to the style quiz. Those that fit come first; one that would not fit (a vanity wider than its wall) is
 * greyed out at the end with the reason. Choosing one swaps it in at once.
 */
export function SwapPanel({
  doc,
  selection,
  showroom,
  onSwap,
  onClose,
}: {
  doc: RoomDocument;
  selection: NonNullable<Selection>;
  showroom: ShowroomRef;
  onSwap: (option: SwapOption) => void;
  onClose: () => void;
}) {
  const part = selectedPart(doc, selection);
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<SwapFilterState>({});
  const { answers } = useStyleAnswers();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection starts a new search.
  useEffect(() => {
    setQ('');
    setTyped('');
    setPage(1);
    setFilters({});
  }, [selection.id]);
  // The widest size that fits where the fixture stands, so that the list puts those first.
  const fitWidth = useMemo(() => widestFit(doc, selection), [doc, selection]);
  const options = useSwapOptions({
    slot: (part?.kind ?? 'floor') as SurfaceKind,
    variant: part?.variant,
    q: q || undefined,
    page,
    ...showroom,
    ...filters,
    brand: filters.brand,
    quiz: filters.sort === 'match' && answers ? quizParam(answers) : undefined,
    fit_width_in: fitWidth === null ? undefined : String(fitWidth),
  });
  if (!part) return null;
  const current = part.product ? productRefKey(part.product) : null;
  const data = options.data;
  const filtered = hasFilters(filters);
  const clear = () => {
    setFilters((f) => ({ sort: f.sort }));
    setPage(1);
  };
  const clearButton = (
    <Button size="sm" variant="outline" onClick={clear}>
      Clear filters
    </Button>
  );
  return (
    <section aria-labelledby="swap-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="swap-heading" className="text-base font-semibold text-slate-900">
          {part.label}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Done
        </Button>
      </div>
      <search>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setQ(typed.trim());
            setPage(1);
          }}
          className="flex gap-2"
        >
          <label className="sr-only" htmlFor="swap-search">
            Search products for {part.label}
          </label>
          <input
            id="swap-search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={SWAP_SEARCH_MAX}
            placeholder="Search by name"
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
          <Button type="submit" size="sm" variant="outline">
            Search
          </Button>
        </form>
      </search>
      <SwapFilters
        facets={data?.facets}
        filters={filters}
        canMatch={answers !== null}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {options.isPending ? (
        <Spinner label="Loading products" />
      ) : options.isError || !data ? (
        <p role="alert" className="text-sm text-red-700">
          The products could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void options.refetch()}>
            Try again
          </button>
          {filtered && <> {clearButton}</>}
        </p>
      ) : data.data.length === 0 ? (
        filtered ? (
          <div className="flex flex-col items-start gap-2" role="status">
            <p className="text-sm text-slate-700">No products match these filters.</p>
            {clearButton}
          </div>
        ) : (
          <p className="text-sm text-slate-600" role="status">
            No products of this showroom fit here{q ? ` matching “${q}”` : ''}.
          </p>
        )
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-500" aria-live="polite">
              {data.total} options
              {fitWidth !== null ? ` · ${data.facets.fitting} fit here` : ''} · page {data.current_page} of{' '}
              {data.last_page}
              {options.isFetching ? ' · updating…' : ''}
            </p>
            {filtered && clearButton}
          </div>
          <ul
            className={`flex flex-col gap-2 ${options.isFetching ? 'opacity-70' : ''}`}
            aria-label={`Products for ${part.label}`}
            aria-busy={options.isFetching || undefined}
          >
            {data.data.map((option) => {
              const choice = swapChoiceOf(option);
              const key = productRefKey(choice);
              return (
                <SwapOptionItem
                  key={key}
                  option={option}
                  inUse={key === current}
                  problem={swapProblems(doc, selection, choice)[0]}
                  onUse={() => onSwap(option)}
                />
              );
            })}
          </ul>
          <Pagination
            page={data.current_page}
            lastPage={data.last_page}
            onPageChange={setPage}
            label={`Pages of products for ${part.label}`}
          />
        </>
      )}
    </section>
  );
}
