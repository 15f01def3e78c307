import { fieldMessage, shippingStepSchema } from '@app/domain';
import {
  APPROVAL_MESSAGES,
  type ApproveEstimateRequest,
  approveEstimateBody,
} from '@app/domain/estimates/approval';
import type { Resolver, UseFormSetError } from 'react-hook-form';
import type { AddressPart } from '../../../../components/forms/AddressFields.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import {
  type CardChoiceValues,
  cardChoiceBody,
  cardChoiceErrors,
  type FormErrors,
} from '../../../../lib/card-choice.ts';

type AddressValues = Record<`shipping_${AddressPart}`, string>;

/**
 * The approval's inputs: where the materials ship (the saved address or another, in the registration's
 * address field names), the saved card or a new one, and the typed name that signs.
 */
export type ApproveValues = CardChoiceValues &
  AddressValues & {
    ship: 'saved' | 'new';
    signature: string;
  };

export const PARTS: AddressPart[] = ['street', 'apartment', 'city', 'state', 'zip_code'];
const CARD_FIELDS = ['card_number', 'name_on_Card', 'exp_date', 'cvv'] as const;

export const approveDefaults = (hasAddress: boolean, hasCard: boolean): ApproveValues => ({
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
  signature: '',
});

const addressSchema = shippingStepSchema.omit({ i_accept: true });

/** Checked before anything is sent, by the rules the server applies: the address, the card, the signature. */
export const approveResolver: Resolver<ApproveValues> = async (values) => {
  const errors: FormErrors = {};
  if (values.ship === 'new') {
    const address = addressSchema.safeParse(values);
    for (const issue of address.success ? [] : address.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= { type: 'address', message: issue.message };
    }
  }
  Object.assign(errors, cardChoiceErrors(values));
  const signed = approveEstimateBody.shape.signature.safeParse(values.signature);
  if (!signed.success)
    errors.signature = {
      type: 'signature',
      message: signed.error.issues[0]?.message ?? APPROVAL_MESSAGES.signatureRequired,
    };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** POST …/approve's body: the saved address unless another is given, the card, the name as typed. */
export const approveBodyOf = (version: number, v: ApproveValues): ApproveEstimateRequest => ({
  version,
  signature: v.signature.trim(),
  ...(v.ship === 'new'
    ? {
        ship_to: {
          street: v.shipping_street.trim(),
          apartment: v.shipping_apartment.trim(),
          city: v.shipping_city.trim(),
          state: v.shipping_state,
          zip_code: v.shipping_zip_code.trim(),
        },
      }
    : {}),
  payment: cardChoiceBody(v),
});

/**
 * A 422's messages put where they belong: the signature under its field, an address part under its input (or,
 * shipping to the saved address, under it), a card's refusal under the card it is about. Returns what has no
 * place in the form, to show above its button.
 */
export function showApprovalErrors(
  error: unknown,
  values: ApproveValues,
  setError: UseFormSetError<ApproveValues>,
): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const placed = new Map<keyof ApproveValues, string[]>();
  const place = (field: keyof ApproveValues, message: string) =>
    placed.set(field, [...(placed.get(field) ?? []), message]);
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const message = fieldMessage(messages);
    const part = key.startsWith('ship_to.') ? (key.slice('ship_to.'.length) as AddressPart) : null;
    if (key === 'signature') place('signature', message);
    else if (key === 'ship_to') place('ship', message);
    else if (part && PARTS.includes(part))
      place(values.ship === 'new' ? `shipping_${part}` : 'ship', message);
    else if (key === 'payment') place('method', message);
    else if ((CARD_FIELDS as readonly string[]).includes(key))
      place(values.method === 'new' ? (key as (typeof CARD_FIELDS)[number]) : 'method', message);
    else rest.push(message);
  }
  // In the dialog's order, so the first refused field takes the focus.
  const order: Array<keyof ApproveValues> = [
    'ship',
    ...PARTS.map((p) => `shipping_${p}` as const),
    'method',
    ...CARD_FIELDS,
    'signature',
  ];
  [...placed]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .forEach(([field, messages], i) => {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: i === 0 });
    });
  return rest.length ? rest.join(' ') : null;
}
