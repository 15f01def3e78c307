import { lazy, Suspense, useState } from 'react';
import { CATEGORIES_INTRO } from '../../../content/marketing/home.ts';
import type { CategoryTile } from '../../../lib/catalog-types.ts';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { useCategoryTiles } from '../api/get-category-tiles.ts';
import { CategoryTileCard } from './CategoryTileCard.tsx';
import { EmptyNote, LoadProblem } from './LoadProblem.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { useNearScreen } from './use-in-view.ts';

const GRID = 'mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-7';

/**
 * Loaded when a tile first asks for a showroom: its dialog (Radix, the scroll lock) is not part of the home
 * page's first code, which a phone evaluates before the page answers (issue 23).
 */
const ShowroomPrompt = lazy(() =>
  import('./ShowroomPrompt.tsx').then((m) => ({ default: m.ShowroomPrompt })),
);

/**
 * 'Shop by category' (spec point 2): the 21 category tiles (GET /api/categories/tiles), asked for when the
 * section nears the screen (it is below the first one).
 */
export function ShopByCategory() {
  const [sectionRef, near] = useNearScreen<HTMLElement>();
  const tiles = useCategoryTiles({ enabled: near });
  const { selected } = useSelectedShowroom();
  const [asking, setAsking] = useState<CategoryTile | null>(null);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="categories-title"
      aria-busy={tiles.isPending}
      className="bg-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="categories-title" title="Shop by category" intro={CATEGORIES_INTRO} />
        {tiles.isPending ? (
          <>
            <p className="sr-only">Loading categories</p>
            <ul className={GRID} aria-hidden="true">
              {Array.from({ length: 21 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                <li key={index} className="rounded-lg bg-white ring-1 ring-slate-200">
                  <div className="aspect-[4/3] rounded-t-lg bg-slate-200 motion-safe:animate-pulse" />
                  <div className="mx-3 my-3 h-4 w-2/3 rounded bg-slate-200" />
                </li>
              ))}
            </ul>
          </>
        ) : tiles.isError ? (
          <LoadProblem what="the categories" onRetry={() => void tiles.refetch()} />
        ) : tiles.data.length === 0 ? (
          <EmptyNote>Categories are being stocked; please check back soon.</EmptyNote>
        ) : (
          <ul className={GRID}>
            {tiles.data.map((tile) => (
              <li key={tile.id}>
                <CategoryTileCard
                  tile={tile}
                  showroomSelected={selected !== null}
                  onNeedShowroom={setAsking}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {asking && (
        <Suspense fallback={null}>
          <ShowroomPrompt tile={asking} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </section>
  );
}
