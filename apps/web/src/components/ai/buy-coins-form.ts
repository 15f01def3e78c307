import type { AiCredits, CoinPack } from '@app/domain/ai-design/contract';
import type { Path, Resolver, UseFormSetError } from 'react-hook-form';
import { type CardChoiceValues, cardChoiceErrors, type FormErrors } from '../../lib/card-choice.ts';
import { placeRefusal, shipAndPayDefaults, shipAndPayFieldOf } from '../forms/ship-and-pay.ts';

/** A coin pack's purchase: which pack, and a new card (coins are bought with a card each time). */
export type BuyCoinsValues = CardChoiceValues & { pack: string };

const CARD_ORDER = ['method', 'card_number', 'name_on_Card', 'exp_date', 'cvv'] as const;
const ORDER: Array<Path<BuyCoinsValues>> = ['pack', ...CARD_ORDER];

/** The pack in the middle of the list is the one chosen at first (most buy neither the least nor the most). */
export const buyCoinsDefaults = (packs: CoinPack[] = []): BuyCoinsValues => ({
  ...shipAndPayDefaults(false, false),
  method: 'new',
  pack: packs[Math.floor((packs.length - 1) / 2)]?.id ?? '',
});

export const packOf = (credits: AiCredits | undefined, id: string) =>
  credits?.packs.find((pack) => pack.id === id) ?? null;

/** Checked before anything is sent, as the server checks: a pack on sale and the card's fields. */
export const buyCoinsResolver =
  (packMessage: string): Resolver<BuyCoinsValues, { credits: AiCredits | undefined }> =>
  async (values, context) => {
    const errors: FormErrors = { ...cardChoiceErrors(values) };
    if (!packOf(context?.credits, values.pack)) errors.pack = { type: 'pack', message: packMessage };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };

/**
 * A 422's messages put where they belong: a pack's next to the packs, a card's under its field (the card's
 * refusal as a whole above the card), as checkout places them. Returns what has no place in the form.
 */
export const showBuyCoinsErrors = (
  error: unknown,
  values: BuyCoinsValues,
  setError: UseFormSetError<BuyCoinsValues>,
) =>
  placeRefusal(
    error,
    setError,
    (key) => {
      if (key === 'pack') return 'pack';
      const field = shipAndPayFieldOf(key, { ...shipAndPayDefaults(false, false), ...values });
      return (CARD_ORDER as readonly string[]).includes(field ?? '') ? (field as Path<BuyCoinsValues>) : null;
    },
    ORDER,
  );
