import { BRAND_NAME_MAX, BRAND_NAMES_MAX } from '@app/domain/vendors/registration';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { errorClasses } from '../../../components/ui/field-classes.ts';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { VendorFormValues } from './vendor-form.ts';

/**
 * The brands a vendor sells: one input per brand (1–10), each with its own error; 'Add a brand' focuses the
 * new row, 'Remove' is named after its row. The list's own error (none named, too many) shows under it.
 */
export function BrandNamesFields({ form }: { form: UseFormReturn<VendorFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'brands' });
  const { errors } = form.formState;
  const listError = errors.brands?.root?.message;
  return (
    <fieldset className="md:col-span-2" aria-describedby={listError ? 'brands-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Brands you sell <span className="font-normal text-slate-600">(up to {BRAND_NAMES_MAX})</span>
      </legend>
      <p className="mt-1 text-sm text-slate-600">
        Each becomes a brand of yours once we approve your account; a brand another vendor already sells stays
        theirs.
      </p>
      <ul className="mt-3 space-y-3">
        {fields.map((row, i) => (
          <li key={row.id} className="flex items-start gap-2">
            <TextField
              label={`Brand ${i + 1}`}
              autoComplete="off"
              maxLength={BRAND_NAME_MAX}
              required={i === 0}
              containerClassName="min-w-0 flex-1"
              error={errors.brands?.[i]?.name?.message}
              {...form.register(`brands.${i}.name`)}
            />
            {fields.length > 1 && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={`Remove brand ${i + 1}`}
                onClick={() => remove(i)}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {listError && (
        <p id="brands-error" className={errorClasses}>
          {listError}
        </p>
      )}
      {fields.length < BRAND_NAMES_MAX && (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => append({ name: '' })}>
          Add a brand
        </Button>
      )}
    </fieldset>
  );
}
