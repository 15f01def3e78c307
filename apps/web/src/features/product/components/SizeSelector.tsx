import { useId } from 'react';
import { SizeLabel } from '../../../components/ui/SizeLabel.tsx';
import type { ProductSize } from '../../../lib/catalog-types.ts';

/** The product's sizes as a radio group of chips (native radios: arrow keys move and choose). */
export function SizeSelector({
  sizes,
  value,
  onChange,
}: {
  sizes: ProductSize[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const name = useId();
  if (sizes.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">Size</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const selected = size.id === value;
          return (
            <label
              key={size.id}
              className={
                'cursor-pointer rounded-md border px-3 py-2 text-sm font-medium ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ' +
                (selected
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400')
              }
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                value={size.id}
                checked={selected}
                onChange={() => onChange(size.id)}
              />
              <SizeLabel size={size} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
