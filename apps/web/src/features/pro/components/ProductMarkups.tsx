import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { MIN_SEARCH_CHARS, useMarkupProductSearch } from '../api/product-search.ts';
import { productKey, typedPercent } from './markup-form.ts';

/** A product with a markup of its own on the page (saved, or added and not saved yet). */
export type ProductRow = { product_id: number; name: string; category: string };

type Props = {
  rows: ProductRow[];
  values: Record<number, string>;
  errors: Record<string, string>;
  placeholder: string;
  onChange: (productId: number, typed: string) => void;
  onAdd: (row: ProductRow) => void;
};

/** Finds catalogue products by name and adds them to the product rows (each once). */
function AddProduct({ rows, onAdd }: Pick<Props, 'rows' | 'onAdd'>) {
  const [words, setWords] = useState('');
  const found = useMarkupProductSearch(words);
  const shown = new Set(rows.map((r) => r.product_id));
  const results = (found.data ?? []).filter((p) => !shown.has(p.id));
  const searching = words.trim().length >= MIN_SEARCH_CHARS;
  return (
    <div className="space-y-2">
      <TextField
        label="Find a product"
        type="search"
        value={words}
        hint="Type at least 2 letters of its name."
        onChange={(e) => setWords(e.target.value)}
        containerClassName="max-w-md"
      />
      {searching && found.isFetching && <Spinner label="Searching products" />}
      {searching && found.isSuccess && (
        <ul
          aria-label="Products found"
          className="divide-y divide-slate-100 rounded-md border border-slate-200"
        >
          {results.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-600">No other product matches.</li>
          )}
          {results.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{p.name}</span>
                <span className="block text-xs text-slate-500">{p.category.name}</span>
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Add ${p.name}`}
                onClick={() => onAdd({ product_id: p.id, name: p.name, category: p.category.name })}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Product markups: each wins over its category's; an empty one is removed when saved. */
export function ProductMarkups({ rows, values, errors, placeholder, onChange, onAdd }: Props) {
  return (
    <section
      aria-labelledby="product-markups"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="product-markups" className="text-lg font-semibold text-slate-900">
          Product markups
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A product’s own markup replaces its category’s. Leave it empty to remove it.
        </p>
      </div>
      {rows.length > 0 && (
        <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => (
            <TextField
              key={row.product_id}
              label={`${row.name} (%)`}
              inputMode="decimal"
              placeholder={placeholder}
              hint={row.category}
              value={values[row.product_id] ?? ''}
              error={errors[productKey(row.product_id)]}
              onChange={(e) => onChange(row.product_id, typedPercent(e.target.value))}
            />
          ))}
        </div>
      )}
      <AddProduct rows={rows} onAdd={onAdd} />
    </section>
  );
}
