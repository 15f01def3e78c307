import { checkCard, cvcLength, digitsOnly, formatCardNumber, formatExpiry } from '@app/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { describedBy } from '../../../../components/ui/field-classes.ts';
import { TextField } from '../../../../components/ui/TextField.tsx';
import type { RegisterFormValues } from '../../hooks/register-form.ts';
import { CvvTooltip, cvvHelp } from './CvvTooltip.tsx';

const CVV_ID = 'register-cvv';

/**
 * Card number, name on card, expiry and CVV (spec point 2): the number and expiry format as they are typed;
 * a valid number moves the focus to the name, a valid expiry to the CVV.
 */
export function CardFields() {
  const {
    control,
    register,
    setFocus,
    formState: { errors },
  } = useFormContext<RegisterFormValues>();
  const cardNumber = useWatch({ control, name: 'card_number' });
  const cvvDigits = cvcLength(cardNumber ?? '');

  return (
    <>
      <Controller
        control={control}
        name="card_number"
        render={({ field, fieldState }) => (
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            containerClassName="md:col-span-2"
            error={fieldState.error?.message}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => {
              const formatted = formatCardNumber(e.target.value);
              field.onChange(formatted);
              if (formatted !== field.value && !checkCard({ card_number: formatted }).card_number)
                setFocus('name_on_Card');
            }}
          />
        )}
      />
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        containerClassName="md:col-span-2"
        error={errors.name_on_Card?.message}
        {...register('name_on_Card')}
      />
      <Controller
        control={control}
        name="exp_date"
        render={({ field, fieldState }) => (
          <TextField
            label="Expiration (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            error={fieldState.error?.message}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => {
              const formatted = formatExpiry(e.target.value);
              field.onChange(formatted);
              const complete = formatted.length === 5;
              if (complete && formatted !== field.value && !checkCard({ exp_date: formatted }).exp_date)
                setFocus('cvv');
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="cvv"
        render={({ field, fieldState }) => (
          <TextField
            id={CVV_ID}
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={cvvDigits}
            error={fieldState.error?.message}
            aria-describedby={`${describedBy(CVV_ID, fieldState.error?.message) ?? ''} ${CVV_ID}-tip`.trim()}
            trailing={<CvvTooltip id={`${CVV_ID}-tip`} text={cvvHelp(cvvDigits)} />}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(digitsOnly(e.target.value).slice(0, cvvDigits))}
          />
        )}
      />
    </>
  );
}
