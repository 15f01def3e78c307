import { fieldMessage, shippingStepSchema } from '@app/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-client.ts';
import type { CardChoiceValues, FormErrors } from '../../lib/card-choice.ts';
import type { AddressPart } from './AddressFields.tsx';

/**
 * Where an order ships and how it is paid, as a dialog that places one asks it (an estimate's approval, a
 * sample order): the saved shipping address or another (the registration's address field names), and the
 * saved card or a new one (card-choice.ts).
 */
export type ShipToValues = { ship: 'saved' | 'new' } & Record<`shipping_${AddressPart}`, string>;
export type ShipAndPayValues = ShipToValues & CardChoiceValues;

export const SHIP_PARTS: AddressPart[] = ['street', 'apartment', 'city', 'state', 'zip_code'];
const CARD_FIELDS = ['card_number', 'name_on_Card', 'exp_date', 'cvv'] as const;

export const shipAndPayDefaults = (hasAddress: boolean, hasCard: boolean): ShipAndPayValues => ({
  ship: hasAddress ? 'saved' : 'new',
  shipping_street: '',
  shipping_apartment: '',
  shipping_city: '',
  shipping_state: '',
  shipping_zip_code: '',
  method: hasCard ? 'saved' : 'new',
  card_number: '',
  name_on_Card: '',
  exp_date: '',
  cvv: '',
});

const addressSchema = shippingStepSchema.omit({ i_accept: true });

/** Another address's errors by the registration's rules; none when the saved one is chosen. */
export function shipToErrors(values: ShipToValues): FormErrors {
  const errors: FormErrors = {};
  if (values.ship !== 'new') return errors;
  const address = addressSchema.safeParse(values);
  for (const issue of address.success ? [] : address.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= { type: 'address', message: issue.message };
  }
  return errors;
}

/** A request's `ship_to`: absent for the saved address (the server uses it), else the address as typed. */
export const shipToBodyOf = (v: ShipToValues) =>
  v.ship === 'new'
    ? {
        ship_to: {
          street: v.shipping_street.trim(),
          apartment: v.shipping_apartment.trim(),
          city: v.shipping_city.trim(),
          state: v.shipping_state,
          zip_code: v.shipping_zip_code.trim(),
        },
      }
    : {};

/**
 * The field a 422's key is shown under: an address part under its input (or, shipping to the saved address,
 * under that address), a card's refusal under the card it is about; null for a key of neither.
 */
export function shipAndPayFieldOf(key: string, values: ShipAndPayValues): keyof ShipAndPayValues | null {
  const part = key.startsWith('ship_to.') ? (key.slice('ship_to.'.length) as AddressPart) : null;
  if (key === 'ship_to') return 'ship';
  if (part && SHIP_PARTS.includes(part)) return values.ship === 'new' ? `shipping_${part}` : 'ship';
  if (key === 'payment') return 'method';
  if ((CARD_FIELDS as readonly string[]).includes(key))
    return values.method === 'new' ? (key as (typeof CARD_FIELDS)[number]) : 'method';
  return null;
}

/** The ship-to's and the card's fields in a dialog's order (a refused one takes the focus in this order). */
export const SHIP_AND_PAY_ORDER: Array<keyof ShipAndPayValues> = [
  'ship',
  ...SHIP_PARTS.map((p) => `shipping_${p}` as const),
  'method',
  ...CARD_FIELDS,
];

/**
 * A 422's messages put where they belong (`fieldOf` names each key's field, null: none), several on one field
 * joined, the first field in `order` focused. Returns what has no place in the form, to show above its button.
 */
export function placeRefusal<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fieldOf: (key: string) => Path<V> | null,
  order: ReadonlyArray<Path<V>>,
): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const placed = new Map<Path<V>, string[]>();
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const message = fieldMessage(messages);
    const field = fieldOf(key);
    if (field) placed.set(field, [...(placed.get(field) ?? []), message]);
    else rest.push(message);
  }
  [...placed]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .forEach(([field, messages], i) => {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: i === 0 });
    });
  return rest.length ? rest.join(' ') : null;
}
