import {
  accountStepSchema,
  DEFAULT_COUNTRY_CODE,
  digitsOnly,
  paymentStepSchema,
  REGISTER_STEPS,
  type RegisterInput,
  shippingStepSchema,
  splitFullName,
} from '@app/domain';
import { INVITE_QUERY } from '@app/domain/pros/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { readStored, STORAGE_KEYS } from '../../../lib/storage.ts';

export type RegisterStep = 1 | 2 | 3;

export const STEP_TITLES: Record<RegisterStep, string> = {
  1: 'Account',
  2: 'Shipping Address',
  3: 'Payment Information',
};

/** What the three steps' inputs hold while the visitor types (spec point 3 "Registration details"). */
export type RegisterFormValues = {
  full_name: string;
  email: string;
  password: string;
  country_code: string;
  phone_number: string;
  zip_code: string;
  agree: boolean;
  shipping_street: string;
  shipping_city: string;
  shipping_state: string;
  shipping_zip_code: string;
  shipping_apartment: string;
  i_accept: boolean;
  card_number: string;
  name_on_Card: string;
  exp_date: string;
  cvv: string;
  pay_street: string;
  pay_state: string;
  pay_city: string;
  pay_zip_code: string;
};

export const REGISTER_DEFAULTS: RegisterFormValues = {
  full_name: '',
  email: '',
  password: '',
  country_code: DEFAULT_COUNTRY_CODE,
  phone_number: '',
  zip_code: '',
  agree: false,
  shipping_street: '',
  shipping_city: '',
  shipping_state: '',
  shipping_zip_code: '',
  shipping_apartment: '',
  i_accept: false,
  card_number: '',
  name_on_Card: '',
  exp_date: '',
  cvv: '',
  pay_street: '',
  pay_state: '',
  pay_city: '',
  pay_zip_code: '',
};

/** Every field of the form, in the steps' order (from packages/domain, so server errors map the same way). */
export const REGISTER_FIELDS = REGISTER_STEPS.flat() as Array<keyof RegisterFormValues>;

/** 'Skip payment' clears these before registering. */
export const PAYMENT_FIELDS = REGISTER_STEPS[2] as ReadonlyArray<keyof RegisterFormValues>;

/**
 * Each step is validated with the same zod schema the server uses for it (packages/domain). The form keeps
 * the typed values (`raw`), the server applies the schemas' transforms itself.
 */
const STEP_RESOLVERS = {
  1: zodResolver(accountStepSchema, undefined, { raw: true }),
  2: zodResolver(shippingStepSchema, undefined, { raw: true }),
  3: zodResolver(paymentStepSchema, undefined, { raw: true }),
} as unknown as Record<RegisterStep, Resolver<RegisterFormValues>>;

export const stepResolver =
  (currentStep: () => RegisterStep): Resolver<RegisterFormValues> =>
  (values, context, options) =>
    STEP_RESOLVERS[currentStep()](values, context, options);

const positiveId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * The showroom the visitor came through, as `shop_id` (the showroom's id, which the server checks): the
 * stored selection's `my_item.shop_id`. Not `my_item.showroom`, which is the pro's user id and would name
 * another showroom.
 */
export function storedShowroomId(): number | null {
  const item = readStored<{ shop_id?: unknown }>(STORAGE_KEYS.my_item);
  return positiveId(item?.shop_id);
}

/**
 * A pro's client invitation link (`/register?shop_id=…&invite=…`, domain invitationPath): its showroom wins
 * over a stored one, and its token lets the registration accept the invitation.
 */
export function invitationOf(query: URLSearchParams): { shopId: number | null; invite: string | null } {
  const invite = query.get(INVITE_QUERY.invite);
  return { shopId: positiveId(query.get(INVITE_QUERY.shopId)), invite: invite || null };
}

/** POST /api/register body: every field, the name split in two, type User, the showroom and any invitation. */
export function registrationBody(
  values: RegisterFormValues,
  shopId: number | null,
  invite: string | null = null,
): RegisterInput {
  return {
    ...values,
    full_name: values.full_name.trim(),
    ...splitFullName(values.full_name),
    phone_number: digitsOnly(values.phone_number),
    card_number: digitsOnly(values.card_number),
    agree: values.agree as true,
    i_accept: values.i_accept as true,
    type: 'User',
    shop_id: shopId,
    ...(invite ? { invite } : {}),
  };
}
