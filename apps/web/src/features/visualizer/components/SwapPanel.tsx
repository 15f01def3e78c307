import type { ShowroomRef } from '@app/domain/catalog/contract';
import { SWAP_SEARCH_MAX, type SwapOption } from '@app/domain/designs/contract';
import { productRefKey, type RoomDocument, type SurfaceKind } from '@app/domain/room/document';
import { swapProblems } from '@app/domain/room/swap';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Price } from '../../../components/ui/Price.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import type { Selection } from '../../../visualizer/scene/types.ts';
import { useSwapOptions } from '../api/swap-options.ts';
import { selectedPart } from './part-label.ts';

/**
 * The showroom's products that can go on the selected surface or fixture, with their prices; one that would
 * not fit (a vanity wider than its wall) is greyed out with the reason. Choosing one swaps it in at once.
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection starts a new search.
  useEffect(() => {
    setQ('');
    setTyped('');
    setPage(1);
  }, [selection.id]);
  const options = useSwapOptions({
    slot: (part?.kind ?? 'floor') as SurfaceKind,
    q: q || undefined,
    page,
    ...showroom,
  });
  if (!part) return null;
  const current = part.product ? productRefKey(part.product) : null;
  const data = options.data;
  return (
    <section aria-labelledby="swap-heading" className="flex flex-col gap-3">
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
      {options.isPending ? (
        <Spinner label="Loading products" />
      ) : options.isError || !data ? (
        <p role="alert" className="text-sm text-red-700">
          The products could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void options.refetch()}>
            Try again
          </button>
        </p>
      ) : data.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          No products of this showroom fit here{q ? ` matching “${q}”` : ''}.
        </p>
      ) : (
        <>
          <p className="text-xs text-slate-500" aria-live="polite">
            {data.total} options · page {data.current_page} of {data.last_page}
          </p>
          <ul className="flex flex-col gap-2" aria-label={`Products for ${part.label}`}>
            {data.data.map((option) => {
              const choice = {
                product: option.product.hash,
                sizeId: option.product.size_id,
                widthIn: option.width_in,
              };
              const key = productRefKey(choice);
              const problem = swapProblems(doc, selection, choice)[0];
              const inUse = key === current;
              return (
                <li
                  key={key}
                  aria-current={inUse || undefined}
                  className={`flex gap-2 rounded-md border p-2 ${inUse ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
                >
                  <img
                    src={option.product.thumb}
                    alt=""
                    className="size-14 shrink-0 rounded object-cover"
                    loading="lazy"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">{option.product.name}</p>
                    <p className="text-xs text-slate-500">
                      {option.product.brand.name} · {option.product.size_label}
                    </p>
                    <Price
                      cents={option.product.price_cents}
                      unit={option.product.unit}
                      className="text-sm"
                    />
                    {problem && <p className="text-xs text-amber-700">{problem.message}</p>}
                  </div>
                  <Button
                    size="sm"
                    variant={inUse ? 'ghost' : 'outline'}
                    disabled={inUse || !!problem}
                    onClick={() => onSwap(option)}
                    aria-label={`Use ${option.product.name} ${option.product.size_label}`}
                  >
                    {inUse ? 'In use' : 'Use'}
                  </Button>
                </li>
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
