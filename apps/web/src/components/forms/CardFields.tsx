import { checkCard, cvcLength, digitsOnly, formatCardNumber, formatExpiry } from '@app/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldBinder } from '../../lib/form-fields.ts';
import { describedBy } from '../ui/field-classes.ts';
import { TextField } from '../ui/TextField.tsx';
import { CvvTooltip, cvvHelp } from './CvvTooltip.tsx';
import { FormattedField } from './FormattedField.tsx';

const CVV_ID = 'register-cvv';

/** The card's inputs, as every form holding CardFields names them (spec point 2's registration fields). */
export type CardFormValues = { card_number: string; name_on_Card: string; exp_date: string; cvv: string };

/**
 * Card number, name on card, expiry and CVV (spec point 2): the number and expiry format as they are typed;
 * a valid number moves the focus to the name, a valid expiry to the CVV.
 */
export function CardFields() {
  const form = useFormContext<CardFormValues>();
  const { control, setFocus } = form;
  const field = fieldBinder(form);
  const cardNumber = useWatch({ control, name: 'card_number' });
  const cvvDigits = cvcLength(cardNumber ?? '');
  const cvvError = form.formState.errors.cvv?.message;

  return (
    <>
      <FormattedField
        control={control}
        name="card_number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        containerClassName="md:col-span-2"
        format={formatCardNumber}
        onFormatted={(value, previous) => {
          if (value !== previous && !checkCard({ card_number: value }).card_number) setFocus('name_on_Card');
        }}
      />
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        containerClassName="md:col-span-2"
        {...field('name_on_Card')}
      />
      <FormattedField
        control={control}
        name="exp_date"
        label="Expiration (MM/YY)"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        maxLength={5}
        format={formatExpiry}
        onFormatted={(value, previous) => {
          const complete = value.length === 5;
          if (complete && value !== previous && !checkCard({ exp_date: value }).exp_date) setFocus('cvv');
        }}
      />
      <FormattedField
        control={control}
        name="cvv"
        id={CVV_ID}
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={cvvDigits}
        aria-describedby={`${describedBy(CVV_ID, cvvError) ?? ''} ${CVV_ID}-tip`.trim()}
        trailing={<CvvTooltip id={`${CVV_ID}-tip`} text={cvvHelp(cvvDigits)} />}
        format={(typed) => digitsOnly(typed).slice(0, cvvDigits)}
      />
    </>
  );
}

/** A new card's fields in two columns, with what happens to the card: checkout and the pro's subscription. */
export function NewCardFields() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <CardFields />
      <p className="text-sm text-slate-600 md:col-span-2">
        Your card goes straight to our payment provider; we never store its number or CVV.
      </p>
    </div>
  );
}
