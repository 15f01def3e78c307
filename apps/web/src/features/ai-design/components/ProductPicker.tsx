import { AI_REQUEST_MESSAGES, MAX_NAMED_PRODUCTS } from '@app/domain/ai-design/request';
import { formatUsd } from '@app/domain/money/cents';
import { useId, useState } from 'react';
import { inputClasses, labelClasses } from '../../../components/ui/field-classes.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { MIN_SEARCH_CHARS, useShowroomProductSearch } from '../api/product-search.ts';
import type { NamedProduct } from '../request-form.ts';

/**
 * Products the designer must keep (use) or must avoid, searched in the showroom's catalogue and kept as
 * chips, at most MAX_NAMED_PRODUCTS. A product named on the other list cannot be chosen here too.
 */
export function ProductPicker({
  label,
  hint,
  tone,
  value,
  other,
  vsdId,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  tone: 'keep' | 'avoid';
  value: NamedProduct[];
  /** The other list's products. */
  other: NamedProduct[];
  vsdId: string;
  error?: string;
  onChange: (products: NamedProduct[]) => void;
}) {
  const id = useId();
  const [words, setWords] = useState('');
  const search = useShowroomProductSearch(words, vsdId);
  const full = value.length >= MAX_NAMED_PRODUCTS;
  const taken = new Set([...value, ...other].map((p) => p.hash));
  const showResults = words.trim().length >= MIN_SEARCH_CHARS && !full;
  const chip =
    tone === 'keep'
      ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
      : 'bg-rose-50 text-rose-900 ring-rose-200';

  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <p id={`${id}-hint`} className="mb-1.5 text-xs text-slate-500">
        {hint}
      </p>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((p) => (
            <li
              key={p.hash}
              className={`flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-sm ring-1 ${chip}`}
            >
              <span className="max-w-56 truncate">{p.name}</span>
              <button
                type="button"
                aria-label={`Remove ${p.name}`}
                onClick={() => onChange(value.filter((v) => v.hash !== p.hash))}
                className="rounded-full px-1.5 leading-5 hover:bg-black/10"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="search"
        value={words}
        disabled={full}
        placeholder={full ? AI_REQUEST_MESSAGES.products : 'Search the showroom, e.g. oak floor'}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setWords(e.target.value)}
        className={inputClasses(!!error)}
        autoComplete="off"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {showResults && (
        <div className="mt-1 rounded-md border border-slate-200 bg-white shadow-sm">
          {search.isPending ? (
            <p className="flex items-center gap-2 p-3 text-sm text-slate-600">
              <Spinner size="sm" label="Searching" /> Searching…
            </p>
          ) : search.data?.length ? (
            <ul aria-label={`Products matching ${words.trim()}`} className="divide-y divide-slate-100">
              {search.data.map((card) => (
                <li key={`${card.hash}-${card.size_id}`}>
                  <button
                    type="button"
                    disabled={taken.has(card.hash)}
                    onClick={() => {
                      onChange([
                        ...value,
                        { hash: card.hash, name: card.name, brand: card.brand.name, thumb: card.thumb },
                      ]);
                      setWords('');
                    }}
                    className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50 disabled:opacity-50"
                  >
                    <img src={card.thumb} alt="" className="size-10 shrink-0 rounded object-cover" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">{card.name}</span>
                      <span className="block text-xs text-slate-500">
                        {card.brand.name} · {card.category.name}
                      </span>
                    </span>
                    <span className="shrink-0 text-xs text-slate-600 tabular-nums">
                      {formatUsd(card.price_cents)}
                      {card.unit ? ` / ${card.unit}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="p-3 text-sm text-slate-600">
              No product of this showroom matches “{words.trim()}”.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
