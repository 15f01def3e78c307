import { focusRing } from './focus-ring.ts';

export type FilterChip<V extends string> = { value: V; label: string; count: number };

/**
 * A list filter that reads as one: a "Show:" legend and a row of chips (radio buttons: one is on, arrow
 * keys move between them), each with how many rows it keeps. Not a select, so it is never mistaken for the
 * rows' own status selectors.
 */
export function FilterChips<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<FilterChip<V>>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm font-semibold text-slate-700">{legend}:</legend>
      {options.map((option) => {
        const on = option.value === value;
        return (
          <label
            key={option.value}
            className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50'}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={on}
              aria-label={`${option.label}: ${option.count}`}
              onChange={() => onChange(option.value)}
              className={`sr-only ${focusRing}`}
            />
            {option.label}
            <span className={`tabular-nums text-xs ${on ? 'text-white/80' : 'text-slate-500'}`}>
              {option.count}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
