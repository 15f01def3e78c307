import type { SubscribeRequest } from '@app/domain/subscriptions/contract';
import type { Resolver } from 'react-hook-form';
import { type CardChoiceValues, cardChoiceBody, cardChoiceErrors } from '../../../../lib/card-choice.ts';

/** The subscribe form: a plan, the add-on, and the saved card or a new one (the register wizard's field names). */
export type SubscribeValues = CardChoiceValues & { plan: string; custom_addon: boolean };

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
  const errors = cardChoiceErrors(values);
  if (!values.plan) errors.plan = { type: 'required', message: 'The plan field is required.' };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

export const subscribeBodyOf = (v: SubscribeValues): SubscribeRequest => ({
  plan: v.plan,
  custom_addon: v.custom_addon,
  payment: cardChoiceBody(v),
});
