import { decimalInput } from '@app/domain/format/digits';
import { formatUsd } from '@app/domain/money/cents';
import { SAMPLE_LIMITS } from '@app/domain/orders/samples';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/Checkbox.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { isFreeSample, type ProductFormValues } from './product-form.ts';

type Props = { form: UseFormReturn<ProductFormValues> };

/**
 * The sample the vendor offers (issue 25 point 7): ticked, a size of its own and a price in dollars, where
 * empty or 0 is a free sample and says so. Unticked, the offer is taken away on save. The server's refusals
 * (`sample.size`, `sample.price_cents`) show under their fields.
 */
export function SampleFields({ form }: Props) {
  const field = fieldBinder(form);
  const [offered, price] = useWatch({ control: form.control, name: ['sample.offered', 'sample.price'] });
  const free = isFreeSample(price ?? '');
  const priceField = field('sample.price');
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">Samples</legend>
      <p className="text-sm text-slate-600">
        Shoppers may order a small piece of this product before they buy it. Samples ship free: your price is
        all they pay, with no markup.
      </p>
      <Checkbox label="Offer a sample" {...field('sample.offered')} />
      {offered && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Sample size"
            required
            maxLength={SAMPLE_LIMITS.size}
            placeholder="4 × 4 in"
            {...field('sample.size')}
          />
          <TextField
            label="Sample price ($)"
            inputMode="decimal"
            placeholder="Free"
            hint={
              free
                ? 'Free sample'
                : `${formatUsd(SAMPLE_LIMITS.minPriceCents)} to ${formatUsd(SAMPLE_LIMITS.priceCents)}; leave empty or 0 for a free sample`
            }
            {...priceField}
            onChange={(e) => {
              e.target.value = decimalInput(e.target.value);
              return priceField.onChange(e);
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
