import { checkCard, digitsOnly } from '@app/domain';

/** The saved card or a new one, in the register wizard's card field names (checkout and the subscription). */
export type CardChoiceValues = {
  method: 'saved' | 'new';
  card_number: string;
  name_on_Card: string;
  exp_date: string;
  cvv: string;
};

export type FormErrors = Record<string, { type: string; message: string }>;

/** A new card's errors by the domain's card rules (spec point 5 messages) and a name on card; none for the saved one. */
export function cardChoiceErrors(values: CardChoiceValues): FormErrors {
  if (values.method === 'saved') return {};
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(checkCard(values))) errors[field] = { type: 'card', message };
  if (!values.name_on_Card.trim())
    errors.name_on_Card = { type: 'required', message: 'The name on card field is required.' };
  return errors;
}

/** The `payment` of a request: the saved card, or the new card's digits (never stored). */
export const cardChoiceBody = (v: CardChoiceValues) =>
  v.method === 'saved'
    ? { saved_card: true as const }
    : {
        card_number: digitsOnly(v.card_number),
        name_on_Card: v.name_on_Card.trim(),
        exp_date: v.exp_date,
        cvv: v.cvv,
      };
