import type { CoinPack } from '@app/domain/ai-design/contract';
import { formatCount } from '@app/domain/format/number';
import { formatUsd } from '@app/domain/money/cents';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { BuyCoinsValues } from './buy-coins-form.ts';

const OPTION =
  'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-600';

/**
 * The packs on sale, one chosen: its coins and its price; a refusal of the pack shows under the list. Three
 * (or six) packs sit three to a row from 640 px, others two.
 */
export function CoinPackList({ packs }: { packs: CoinPack[] }) {
  const { control } = useFormContext<BuyCoinsValues>();
  const { field, fieldState } = useController({ control, name: 'pack' });
  const errorId = useId();
  const error = fieldState.error?.message;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-base font-semibold text-slate-900">Coin pack</legend>
      <div className={`grid gap-2 ${packs.length % 3 === 0 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {packs.map((pack, i) => (
          <label key={pack.id} className={`${OPTION} ${error ? 'border-red-300' : 'border-slate-200'}`}>
            <input
              type="radio"
              name={field.name}
              value={pack.id}
              checked={field.value === pack.id}
              onChange={() => field.onChange(pack.id)}
              onBlur={field.onBlur}
              ref={i === 0 ? field.ref : undefined}
            />
            <span className="flex flex-col">
              <span className="font-semibold text-slate-900">{formatCount(pack.coins)} coins</span>
              <span className="tabular-nums text-slate-700">{formatUsd(pack.price_cents)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
