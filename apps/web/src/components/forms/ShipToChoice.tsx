import type { Address } from '@app/domain/accounts/contract';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldBinder } from '../../lib/form-fields.ts';
import { AddressText } from '../address/AddressText.tsx';
import { AddressFields } from './AddressFields.tsx';
import type { ShipToValues } from './ship-and-pay.ts';

const OPTION =
  'flex items-start gap-3 rounded-md border border-slate-200 p-3 text-sm focus-within:ring-2 focus-within:ring-brand-600';

/**
 * Where an order ships (an estimate's materials, samples): the saved shipping address or another one (the
 * shared address fields). A refusal of the address as a whole (none given, another tax state) shows under the
 * address it is about.
 */
export function ShipToChoice({ saved, legend }: { saved: Address | null; legend: string }) {
  const form = useFormContext<ShipToValues>();
  const field = fieldBinder(form);
  const ship = useWatch({ control: form.control, name: 'ship' });
  const errorId = useId();
  const shipError = form.formState.errors.ship?.message;
  const onSaved = !!saved && ship === 'saved';
  const error = shipError && (
    <p id={errorId} role="alert" className="text-sm text-red-700">
      {shipError}
    </p>
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {saved && (
        <div className="flex flex-col gap-2">
          <label className={`${OPTION} ${onSaved && shipError ? 'border-red-300' : ''}`}>
            <input
              type="radio"
              value="saved"
              className="mt-1"
              aria-invalid={onSaved && shipError ? true : undefined}
              aria-describedby={onSaved && shipError ? errorId : undefined}
              {...form.register('ship')}
            />
            <span>
              <span className="block">My shipping address</span>
              <AddressText address={saved} empty="" />
            </span>
          </label>
          {onSaved && error}
          <label className={OPTION}>
            <input type="radio" value="new" className="mt-1" {...form.register('ship')} />
            <span>Another address</span>
          </label>
        </div>
      )}
      {!onSaved && error}
      {ship === 'new' && (
        <div className="grid gap-4 md:grid-cols-2">
          <AddressFields kind="shipping" required field={(part) => field(`shipping_${part}`)} />
        </div>
      )}
    </fieldset>
  );
}
