import { checkCard, digitsOnly } from '@app/domain';
import type { SubscribeRequest } from '@app/domain/subscriptions/contract';
import type { Resolver } from 'react-hook-form';

/** The subscribe form: a plan, the add-on, and the saved card or a new one (the register wizard's field names). */
export type SubscribeValues = {
  plan: string;
  custom_addon: boolean;
  method: 'saved' | 'new';
  card_number: string;
  name_on_Card: string;
  exp_date: string;
  cvv: string;
};

export const subscribeDefaults = (plan: string, hasSavedCard: boolean): SubscribeValues => ({
  plan,
  custom_addon: false,
  method: hasSavedCard ? 'saved' : 'new',
  card_number: '',
  name_on_Card: '',
  exp_date: '',
  cvv: '',
});

/** A new card is checked with the domain's card rules (spec point 5 messages) before it is sent. */
export const subscribeResolver: Resolver<SubscribeValues> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.plan) errors.plan = { type: 'required', message: 'The plan field is required.' };
  if (values.method === 'new') {
    for (const [field, message] of Object.entries(checkCard(values)))
      errors[field] = { type: 'card', message };
    if (!values.name_on_Card.trim())
      errors.name_on_Card = { type: 'required', message: 'The name on card field is required.' };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

export const subscribeBodyOf = (v: SubscribeValues): SubscribeRequest => ({
  plan: v.plan,
  custom_addon: v.custom_addon,
  payment:
    v.method === 'saved'
      ? { saved_card: true }
      : {
          card_number: digitsOnly(v.card_number),
          name_on_Card: v.name_on_Card.trim(),
          exp_date: v.exp_date,
          cvv: v.cvv,
        },
});
