import {
  priceSamples,
  SAMPLE_LIMITS,
  SAMPLE_MESSAGES,
  type SampleOrderRequest,
  type SampleQuote,
} from '@app/domain/orders/samples';
import type { Resolver, UseFormSetError } from 'react-hook-form';
import { cardChoiceBody, cardChoiceErrors, type FormErrors } from '../../lib/card-choice.ts';
import {
  placeRefusal,
  SHIP_AND_PAY_ORDER,
  type ShipAndPayValues,
  shipAndPayDefaults,
  shipAndPayFieldOf,
  shipToBodyOf,
  shipToErrors,
} from '../forms/ship-and-pay.ts';

/** The sample order's inputs: the products chosen (their hashes), where they ship and how they are paid. */
export type SampleValues = ShipAndPayValues & { products: string[] };
/** What the form is checked against: the quote on screen. */
export type SampleContext = { quote: SampleQuote | undefined };

/** Every sample offered is chosen at first (as many as one order takes); the saved address and card. */
export const sampleDefaults = (quote: SampleQuote | undefined): SampleValues => ({
  ...shipAndPayDefaults(!!quote?.ship_to, !!quote?.card),
  products: (quote?.lines ?? []).slice(0, SAMPLE_LIMITS.products).map((l) => l.product),
});

/** The chosen samples' money by the domain's rule (each at its price, taxed per line; shipping free). */
export function sampleMoney(quote: SampleQuote | undefined, chosen: readonly string[]) {
  const picked = new Set(chosen);
  const prices = (quote?.lines ?? []).filter((l) => picked.has(l.product)).map((l) => l.price_cents);
  return priceSamples(prices, quote?.tax_bps ?? 0);
}

/** Checked before anything is sent, as the server checks: at least one sample, the address, a card if due. */
export const sampleResolver: Resolver<SampleValues, SampleContext> = async (values, context) => {
  const errors: FormErrors = { ...shipToErrors(values) };
  if (values.products.length === 0)
    errors.products = { type: 'products', message: SAMPLE_MESSAGES.productsRequired };
  else if (values.products.length > SAMPLE_LIMITS.products)
    errors.products = { type: 'products', message: SAMPLE_MESSAGES.tooMany };
  if (sampleMoney(context?.quote, values.products).totalCents > 0)
    Object.assign(errors, cardChoiceErrors(values));
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** POST /api/sample_orders's body: the samples, the project, another address if given, a card if due. */
export const sampleBodyOf = (v: SampleValues, due: number, project?: number): SampleOrderRequest => ({
  products: v.products,
  ...(project === undefined ? {} : { project }),
  ...shipToBodyOf(v),
  ...(due > 0 ? { payment: cardChoiceBody(v) } : {}),
});

/**
 * A 422's messages put where they belong: the samples' refusals (one not offered, the week's limit) next to
 * the list, the address and the card as ship-and-pay.ts places them (a card's only while a card is asked).
 * Returns what has no place in the form.
 */
export const showSampleErrors = (
  error: unknown,
  values: SampleValues,
  due: number,
  setError: UseFormSetError<SampleValues>,
) =>
  placeRefusal(
    error,
    setError,
    (key) => {
      if (key === 'products' || key.startsWith('products.')) return 'products';
      const field = shipAndPayFieldOf(key, values);
      const onAddress = field === 'ship' || !!field?.startsWith('shipping_');
      return field && !onAddress && due === 0 ? null : field;
    },
    ['products', ...SHIP_AND_PAY_ORDER],
  );
