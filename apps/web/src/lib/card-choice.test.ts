import { describe, expect, it } from 'vitest';
import { cardChoiceBody, cardChoiceErrors } from './card-choice.ts';

const card = {
  method: 'new' as const,
  card_number: '4242 4242 4242 4242',
  name_on_Card: ' Ann ',
  exp_date: '12/34',
  cvv: '123',
};

describe('the saved card or a new one', () => {
  it('checks a new card by the domain’s rules and asks for the name; the saved card has nothing to check', () => {
    expect(cardChoiceErrors(card)).toEqual({});
    const errors = cardChoiceErrors({ ...card, card_number: '4242', name_on_Card: '  ' });
    expect(Object.keys(errors).sort()).toEqual(['card_number', 'name_on_Card']);
    expect(errors.name_on_Card.message).toBe('The name on card field is required.');
    expect(cardChoiceErrors({ ...card, method: 'saved', card_number: '' })).toEqual({});
  });

  it('sends the new card’s digits and trimmed name, or only that the saved card is meant', () => {
    expect(cardChoiceBody(card)).toEqual({
      card_number: '4242424242424242',
      name_on_Card: 'Ann',
      exp_date: '12/34',
      cvv: '123',
    });
    expect(cardChoiceBody({ ...card, method: 'saved' })).toEqual({ saved_card: true });
  });
});
