import { PRODUCT_LIMITS } from '@app/domain/catalog/vendor-product';
import { decimalInput, digitsOnly } from '@app/domain/format/digits';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { newSize, type ProductFormValues } from './product-form.ts';

type Props = {
  form: UseFormReturn<ProductFormValues>;
  units: readonly string[];
  /** The chosen category's unit and uom, for a new row. */
  category?: { unit: string; uom: string | null };
};

/**
 * The product's sizes as repeatable rows (spec point 3: width with a height or a length, or a pattern; unit,
 * uom, square feet per box, minimum quantity, price). The first row is the default size. A size a shopper's
 * cart holds cannot be removed (decision 0017): its Remove button says so.
 */
export function ProductSizes({ form, units, category }: Props) {
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'sizes',
    keyName: 'key',
  });
  const field = fieldBinder(form);
  const sizeUnits = useWatch({ control: form.control, name: 'sizes' })?.map((s) => s.unit) ?? [];
  const errors = form.formState.errors;
  const listError =
    errors.root?.sizes?.message ??
    errors.sizes?.root?.message ??
    (errors.sizes as { message?: string })?.message;
  const unitOptions = units.map((u) => ({ value: u, label: u }));
  // Digits (and one dot with at most two decimals) only, as the spec's numeric helpers type them (point 5).
  const typed = (
    name: `sizes.${number}.${'price' | 'box_sqft' | 'cut_allowance_in' | 'min_qty'}`,
    clean: (v: string) => string,
  ) => {
    const bound = field(name);
    return {
      ...bound,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        e.target.value = clean(e.target.value);
        return bound.onChange(e);
      },
    };
  };

  return (
    <fieldset className="space-y-4" aria-describedby={listError ? 'product-sizes-error' : undefined}>
      <legend className="text-base font-semibold text-slate-900">Sizes</legend>
      <p className="text-sm text-slate-600">
        Give a width with a height or a length, or a pattern. The first size is the one lists show. Prices are
        yours, before the platform fee and the pro’s markup.
      </p>
      {listError && (
        <p id="product-sizes-error" role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      )}
      <ol className="space-y-4">
        {fields.map((size, i) => (
          <li key={size.key} className="rounded-md border border-slate-200 p-4">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-800">
                Size {i + 1}
                {i === 0 && <span className="font-normal text-slate-500"> (default)</span>}
              </h3>
              <div className="flex gap-2">
                {i > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move size ${i + 1} up`}
                    onClick={() => move(i, i - 1)}
                  >
                    Move up
                  </Button>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  disabled={fields.length === 1 || size.in_carts}
                  title={
                    size.in_carts
                      ? 'A shopper’s cart holds this size: keep it, or hide the product.'
                      : undefined
                  }
                  aria-label={`Remove size ${i + 1}`}
                  onClick={() => remove(i)}
                >
                  Remove
                </Button>
              </div>
            </div>
            {size.in_carts && (
              <p className="mb-3 text-xs text-slate-600">
                In a shopper’s cart: you may change this size, not remove it.
              </p>
            )}
            {/* In pairs on phones too (width and height, unit and its measure): one column made a size a page long. */}
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <TextField label="Width (in)" inputMode="decimal" {...field(`sizes.${i}.width_size`)} />
              <TextField label="Height (in)" inputMode="decimal" {...field(`sizes.${i}.height_size`)} />
              <TextField label="Length (in)" inputMode="decimal" {...field(`sizes.${i}.length_size`)} />
              <TextField
                label="Pattern"
                maxLength={PRODUCT_LIMITS.pattern}
                hint="Instead of a width"
                {...field(`sizes.${i}.pattern`)}
              />
              <SelectField label="Unit" options={unitOptions} required {...field(`sizes.${i}.unit`)} />
              <TextField label="Unit of measure" placeholder="sq ft" {...field(`sizes.${i}.uom`)} />
              <TextField
                label="Sq ft per box"
                inputMode="decimal"
                hint="Required for a Box"
                {...typed(`sizes.${i}.box_sqft`, decimalInput)}
              />
              {/* A slab's only: the countertop takeoff adds it at each cut end (issue 21). */}
              {sizeUnits[i] === 'Slab' && (
                <TextField
                  label="Cut allowance (in)"
                  inputMode="decimal"
                  hint="Added at each cut end of a countertop piece; leave empty for 1 in"
                  {...typed(`sizes.${i}.cut_allowance_in`, decimalInput)}
                />
              )}
              <TextField
                label="Price ($)"
                inputMode="decimal"
                required
                {...typed(`sizes.${i}.price`, decimalInput)}
              />
              {/* Last, and on a phone a row of its own: beside another field its label broke over two lines. */}
              <TextField
                label="Minimum quantity"
                inputMode="numeric"
                containerClassName="col-span-2 sm:col-span-1"
                {...typed(`sizes.${i}.min_qty`, digitsOnly)}
              />
            </div>
          </li>
        ))}
      </ol>
      {fields.length < PRODUCT_LIMITS.sizes && (
        <Button variant="outline" onClick={() => append(newSize(category))}>
          Add a size
        </Button>
      )}
    </fieldset>
  );
}
