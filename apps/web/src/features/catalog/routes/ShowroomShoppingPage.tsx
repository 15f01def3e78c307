import { showroomThemeApplies } from '@app/domain/catalog/theme';
import { useMenu } from '../../../lib/menu.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { useProductSearch } from '../api/search-products.ts';
import { CategoryNav } from '../components/CategoryNav.tsx';
import { FilterPanel } from '../components/FilterPanel.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { ShowroomGate } from '../components/ShowroomGate.tsx';
import { ShowroomResults } from '../components/ShowroomResults.tsx';
import { categoryCounts } from '../hooks/category-counts.ts';
import { findAnywhere } from '../hooks/find-in-menu.ts';
import { searchParamsOf } from '../hooks/list-query.ts';
import { useRestoreFocus } from '../hooks/remount-memory.ts';
import { useListState } from '../hooks/use-list-state.ts';
import { useShowroomCategory } from '../hooks/use-showroom-category.ts';

/**
 * Showroom shopping (/visualize/contractor/all): the selected showroom's catalogue at its prices, with
 * search, category navigation, filters, sort and pages, all in the URL query.
 */
export default function ShowroomShoppingPage() {
  const { selected } = useSelectedShowroom();
  const { state, update } = useListState();
  useRestoreFocus();
  const { slug, choose } = useShowroomCategory();
  const menu = useMenu();
  const vsdId = selected?.vsd_id;
  const search = useProductSearch(
    searchParamsOf(state, { category: slug || undefined, vsd_id: vsdId }),
    Boolean(selected),
  );

  usePageTitle(selected ? `${selected.company_name || selected.vsd_id} showroom` : undefined);

  if (!selected) return <ShowroomGate />;
  const departments = menu.data ?? [];
  const category = slug ? findAnywhere(departments, slug)?.category : undefined;
  const counts = state.q
    ? categoryCounts(
        departments.flatMap((d) => d.categories),
        search.data?.facets,
      )
    : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <header className="mb-6 flex flex-wrap items-center gap-4">
        {/* The logo is part of the branding: shown only when the showroom's theme applies (spec point 4). */}
        {selected.business_logo && showroomThemeApplies(selected) && (
          <img
            src={selected.business_logo}
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-md bg-white object-contain"
          />
        )}
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-brand-700">
            Showroom {selected.vsd_id}
          </p>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">
            {selected.company_name || selected.vsd_id}
          </h1>
          <p className="text-sm text-slate-600">All prices are this showroom’s prices.</p>
        </div>
      </header>
      <div className="mb-6 max-w-2xl">
        <SearchBox value={state.q} onSearch={(q) => update({ q })} />
      </div>
      <div className="gap-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="mb-4 space-y-4 lg:mb-0">
          {departments.length > 0 && (
            <CategoryNav
              menu={departments}
              value={slug}
              counts={counts}
              onChange={(next) => choose(next ? (findAnywhere(departments, next)?.category ?? null) : null)}
            />
          )}
          <FilterPanel facets={search.data?.facets} state={state} onChange={update} />
        </aside>
        <ShowroomResults
          search={search}
          state={state}
          onChange={update}
          vsdId={vsdId}
          categoryName={category?.name ?? (slug ? slug : undefined)}
          onClearSearch={() => update({ q: '' })}
          onAllCategories={() => choose(null)}
        />
      </div>
    </div>
  );
}
