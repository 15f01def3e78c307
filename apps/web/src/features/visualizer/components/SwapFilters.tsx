import type { Style } from '@app/domain/catalog/styles';
import {
  SWAP_PRICE_MAX_CENTS,
  SWAP_SORT_LABELS,
  SWAP_SORTS,
  type SwapFacets,
  type SwapSort,
} from '@app/domain/designs/swap-filters';
import { type ReactNode, useEffect, useId, useState } from 'react';

/** The swap panel's filters and order as the panel keeps them (the API's query fields). */
export type SwapFilterState = {
  color?: string;
  finish?: string;
  size?: string;
  brand?: number;
  style?: Style;
  price_min?: number;
  price_max?: number;
  sort?: SwapSort;
};

export const hasFilters = (f: SwapFilterState) =>
  [f.color, f.finish, f.size, f.brand, f.style, f.price_min, f.price_max].some((v) => v !== undefined);

const selectClass = 'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';
const labelClass = 'flex min-w-0 flex-col gap-0.5 text-xs font-medium text-slate-700';

/** A label above its control (the control is given the label's id by `children(id)`). */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={labelClass}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

type Choice = { value: string; label: string; count: number };

/** A facet as a select: "Any" then each value with its count; a chosen value stays listed even at 0. */
function FacetSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const listed = value === undefined || choices.some((c) => c.value === value);
  return (
    <Field label={label}>
      {(id) => (
        <>
          <select
            id={id}
            className={selectClass}
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value || undefined)}
          >
            <option value="">Any</option>
            {!listed && <option value={value}>{value} (0)</option>}
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label} ({c.count})
              </option>
            ))}
          </select>
        </>
      )}
    </Field>
  );
}

const dollars = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));
/** Dollars typed → cents within the API's bounds; blank or nonsense clears the bound. */
const centsOf = (text: string): number | undefined => {
  const n = Number(text.trim());
  if (!text.trim() || !Number.isFinite(n) || n < 0) return undefined;
  return Math.min(Math.round(n * 100), SWAP_PRICE_MAX_CENTS);
};

/** A price bound in dollars, applied when the field is left or Enter is pressed (not on each keystroke). */
function PriceField({
  label,
  cents,
  placeholder,
  onChange,
}: {
  label: string;
  cents: number | undefined;
  placeholder: string;
  onChange: (cents: number | undefined) => void;
}) {
  const [text, setText] = useState(dollars(cents));
  useEffect(() => setText(dollars(cents)), [cents]);
  const apply = () => {
    const next = centsOf(text);
    if (next !== cents) onChange(next);
    else setText(dollars(cents));
  };
  return (
    <Field label={label}>
      {(id) => (
        <>
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={0}
            max={SWAP_PRICE_MAX_CENTS / 100}
            step="any"
            value={text}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value)}
            onBlur={apply}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
            }}
            className={selectClass}
          />
        </>
      )}
    </Field>
  );
}

/**
 * The swap panel's filters (colour, finish, size, brand, style, price range) with the number of products
 * each value leaves, and the order. Native selects: labelled, and keyboard and screen-reader friendly as
 * they are. `canMatch`: whether the style quiz is taken (the 'match' order needs its answers).
 */
export function SwapFilters({
  facets,
  filters,
  canMatch,
  onChange,
}: {
  facets: SwapFacets | undefined;
  filters: SwapFilterState;
  canMatch: boolean;
  onChange: (next: SwapFilterState) => void;
}) {
  const set = (patch: Partial<SwapFilterState>) => {
    const next = { ...filters, ...patch };
    // A range typed the wrong way round is meant the right way round.
    if (next.price_min !== undefined && next.price_max !== undefined && next.price_min > next.price_max)
      [next.price_min, next.price_max] = [next.price_max, next.price_min];
    onChange(next);
  };
  const values = (list: Array<{ value: string; count: number }> | undefined) =>
    (list ?? []).map((v) => ({ value: v.value, label: v.value, count: v.count }));
  const brands = (facets?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name, count: b.count }));
  const price = facets?.price;
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="sr-only">Filter and sort products</legend>
      <div className="col-span-2">
        <Field label="Sort by">
          {(id) => (
            <>
              <select
                id={id}
                className={selectClass}
                value={filters.sort ?? 'fit'}
                onChange={(e) => set({ sort: e.target.value as SwapSort })}
              >
                {SWAP_SORTS.map((s) => (
                  <option key={s} value={s} disabled={s === 'match' && !canMatch}>
                    {SWAP_SORT_LABELS[s]}
                    {s === 'match' && !canMatch ? ' (take the style quiz first)' : ''}
                  </option>
                ))}
              </select>
            </>
          )}
        </Field>
      </div>
      <FacetSelect
        label="Colour"
        choices={values(facets?.colors)}
        value={filters.color}
        onChange={(color) => set({ color })}
      />
      <FacetSelect
        label="Finish"
        choices={values(facets?.finishes)}
        value={filters.finish}
        onChange={(finish) => set({ finish })}
      />
      <FacetSelect
        label="Size"
        choices={values(facets?.sizes)}
        value={filters.size}
        onChange={(size) => set({ size })}
      />
      <FacetSelect
        label="Style"
        choices={values(facets?.styles)}
        value={filters.style}
        onChange={(style) => set({ style: style as Style | undefined })}
      />
      <div className="col-span-2">
        <FacetSelect
          label="Brand"
          choices={brands}
          value={filters.brand === undefined ? undefined : String(filters.brand)}
          onChange={(brand) => set({ brand: brand === undefined ? undefined : Number(brand) })}
        />
      </div>
      <PriceField
        label="Min price ($)"
        cents={filters.price_min}
        placeholder={price?.min != null ? dollars(Math.floor(price.min / 100) * 100) : ''}
        onChange={(price_min) => set({ price_min })}
      />
      <PriceField
        label="Max price ($)"
        cents={filters.price_max}
        placeholder={price?.max != null ? dollars(Math.ceil(price.max / 100) * 100) : ''}
        onChange={(price_max) => set({ price_max })}
      />
    </fieldset>
  );
}
