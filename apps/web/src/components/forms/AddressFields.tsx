import type { BoundField } from '../../lib/form-fields.ts';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { US_STATE_OPTIONS } from './us-state-options.ts';

export type AddressPart = 'street' | 'apartment' | 'city' | 'state' | 'zip_code';
/** A billing address has no apartment line (the accounts API has no such field). */
export type BillingAddressPart = Exclude<AddressPart, 'apartment'>;

type AddressFieldsProps = {
  /** Every field is required (the register page's shipping address); otherwise all are optional. */
  required?: boolean;
} & (
  | { kind: 'shipping'; field: (part: AddressPart) => BoundField }
  | { kind: 'billing' | 'business'; field: (part: BillingAddressPart) => BoundField }
);

/** Billing and business labels say so ('Billing street'); shipping ones are plain ('Street'). */
const labelFor = (kind: AddressFieldsProps['kind'], text: string) =>
  kind === 'shipping' ? text : `${kind === 'billing' ? 'Billing' : 'Business'} ${text.toLowerCase()}`;
/** The browser's autofill section: a business address is neither shipping nor billing. */
const section = (kind: AddressFieldsProps['kind']) => (kind === 'business' ? '' : `${kind} `);

/**
 * A US postal address: street (and apartment for shipping), city, state, zip code, with the browser's
 * shipping/billing autofill. Sits in a two-column grid; `field(part)` binds each input to the caller's form.
 */
export function AddressFields({ kind, field, required = false }: AddressFieldsProps) {
  // Only 'shipping' asks for the apartment, so the wider signature is never called with a part it lacks.
  const bind = field as (part: AddressPart) => BoundField;
  return (
    <>
      <TextField
        label={labelFor(kind, 'Street')}
        autoComplete={`${section(kind)}address-line1`}
        required={required}
        containerClassName="md:col-span-2"
        {...bind('street')}
      />
      {kind === 'shipping' && (
        <TextField
          label="Apartment, suite, etc. (optional)"
          autoComplete="shipping address-line2"
          containerClassName="md:col-span-2"
          {...bind('apartment')}
        />
      )}
      <TextField
        label={labelFor(kind, 'City')}
        autoComplete={`${section(kind)}address-level2`}
        required={required}
        {...bind('city')}
      />
      <SelectField
        label={labelFor(kind, 'State')}
        placeholder="Select a state"
        options={US_STATE_OPTIONS}
        autoComplete={`${section(kind)}address-level1`}
        required={required}
        {...bind('state')}
      />
      <TextField
        label={labelFor(kind, 'Zip code')}
        autoComplete={`${section(kind)}postal-code`}
        inputMode="numeric"
        required={required}
        {...bind('zip_code')}
      />
    </>
  );
}
