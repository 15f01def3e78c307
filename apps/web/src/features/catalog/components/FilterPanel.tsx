import { formatCount } from '@app/domain/format/number';
import { useId, useState } from 'react';
import { Checkbox } from '../../../components/ui/Checkbox.tsx';
import { ColourPicker } from '../../../components/ui/ColourPicker.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import type { SearchFacets } from '../../../lib/catalog-types.ts';
import type { ListState } from '../hooks/list-query.ts';
import { filterPanelMemory } from '../hooks/remount-memory.ts';
import { PriceRange } from './PriceRange.tsx';

export type FilterPanelProps = {
  facets: SearchFacets | undefined;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
};

const linkButton = `rounded-sm text-sm font-medium text-brand-700 hover:underline ${focusRing}`;

export const activeFilterCount = (s: ListState) =>
  s.brand.length + (s.color ? 1 : 0) + (s.min_price || s.max_price ? 1 : 0);

/**
 * Brand, colour and price filters from the search facets (counted within the chosen category, before these
 * filters: docs/api-catalogue.md). On small screens the panel folds behind a
 * 'Filters' button; from `lg` it is always open beside the grid.
 */
export function FilterPanel({ facets, state, onChange }: FilterPanelProps) {
  const [open, setOpenState] = useState(filterPanelMemory.open);
  const setOpen = (next: (o: boolean) => boolean) =>
    setOpenState((o) => {
      filterPanelMemory.open = next(o);
      return filterPanelMemory.open;
    });
  const panelId = useId();
  const active = activeFilterCount(state);
  const brands = facets?.brands.filter((b) => b.count > 0 || state.brand.includes(b.id)) ?? [];
  const colours = facets?.colors.filter((c) => c.count > 0).map((c) => c.value) ?? [];
  if (state.color && !colours.includes(state.color)) colours.unshift(state.color);

  const toggleBrand = (id: number, on: boolean) =>
    onChange({ brand: on ? [...state.brand, id] : state.brand.filter((b) => b !== id) });

  return (
    <section aria-label="Filters" className="rounded-lg border border-slate-200 bg-white p-4 lg:p-5">
      <div className="flex items-center justify-between gap-2">
        {/* One h2 at every width (the button inside it below lg), so the cards' h3s never follow the h1
            directly: Lighthouse's heading-order audit on a phone (issue 23, accessibility 100). */}
        <h2 className="text-base font-semibold text-slate-900">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            className={`rounded-sm font-semibold lg:hidden ${focusRing}`}
          >
            Filters{active > 0 && ` (${active})`} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
          <span className="hidden lg:inline">Filters</span>
        </h2>
        {active > 0 && (
          <button
            type="button"
            className={linkButton}
            onClick={() => onChange({ brand: [], color: '', min_price: '', max_price: '' })}
          >
            Clear all
          </button>
        )}
      </div>
      <div id={panelId} className={`${open ? 'block' : 'hidden'} mt-4 space-y-6 lg:block`}>
        <div data-focus-key="price">
          <PriceRange
            min={state.min_price}
            max={state.max_price}
            bounds={facets?.price}
            onApply={(range) => onChange(range)}
          />
        </div>
        {colours.length > 0 && (
          <div data-focus-key="colour">
            <ColourPicker
              label="Colour"
              colors={colours}
              value={state.color || null}
              onChange={(color) => onChange({ color })}
            />
            {state.color && (
              <button type="button" className={`${linkButton} mt-2`} onClick={() => onChange({ color: '' })}>
                Any colour
              </button>
            )}
          </div>
        )}
        {brands.length > 0 && (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">Brand</legend>
            <div className="max-h-72 space-y-2 overflow-y-auto pr-1">
              {brands.map((brand) => (
                <div key={brand.id} data-focus-key={`brand-${brand.id}`}>
                  <Checkbox
                    label={`${brand.name} (${formatCount(brand.count)})`}
                    checked={state.brand.includes(brand.id)}
                    onChange={(e) => toggleBrand(brand.id, e.target.checked)}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        )}
      </div>
    </section>
  );
}
