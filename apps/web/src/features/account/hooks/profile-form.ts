import { accountStepObject, checkPhone, digitsOnly, phoneFields } from '@app/domain';
import { checkWholeAddresses, profileUpdateObject } from '@app/domain/accounts/profile';
import { phoneAsTyped } from '@app/domain/shared/phone-as-typed';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { Profile } from '../../../lib/api/get-profile.ts';
import type { ProfileUpdate } from '../../../lib/api/update-profile.ts';

export type ProfileFormValues = Required<{ [K in keyof ProfileUpdate]: string }>;

/**
 * The server's PUT /api/profile rules (packages/domain), with name, phone and zip required on this form.
 * A new card is not entered here, so the card rules only come back from the server.
 */
const profileFormSchema = profileUpdateObject
  .extend({
    full_name: accountStepObject.shape.full_name,
    ...phoneFields,
    zip_code: accountStepObject.shape.zip_code,
  })
  .superRefine(checkPhone)
  .superRefine(checkWholeAddresses);

/** Blank inputs mean "not given", so optional fields are left out rather than failing as empty text. */
const dropBlank = (values: ProfileFormValues) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')) as ProfileFormValues;

const schemaResolver = zodResolver(profileFormSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ProfileFormValues>;

export const profileResolver: Resolver<ProfileFormValues> = async (values, context, options) => {
  const result = await schemaResolver(dropBlank(values), context, options);
  return Object.keys(result.errors).length ? result : { values, errors: {} };
};

export const PROFILE_FIELDS = [
  'full_name',
  'country_code',
  'phone_number',
  'zip_code',
  'shipping_street',
  'shipping_apartment',
  'shipping_city',
  'shipping_state',
  'shipping_zip_code',
  'pay_street',
  'pay_city',
  'pay_state',
  'pay_zip_code',
] as const satisfies ReadonlyArray<keyof ProfileFormValues>;

/** The edit form starts from what the server has. */
export function profileFormValues({
  user,
  shipping_address: ship,
  billing_address: bill,
}: Profile): ProfileFormValues {
  return {
    full_name: user.full_name ?? '',
    country_code: user.country_code || '+1',
    phone_number: phoneAsTyped(user.phone_number ?? '', user.country_code || '+1'),
    zip_code: user.zip_code ?? '',
    shipping_street: ship?.street ?? '',
    shipping_apartment: ship?.apartment ?? '',
    shipping_city: ship?.city ?? '',
    shipping_state: ship?.state ?? '',
    shipping_zip_code: ship?.zip_code ?? '',
    pay_street: bill?.street ?? '',
    pay_city: bill?.city ?? '',
    pay_state: bill?.state ?? '',
    pay_zip_code: bill?.zip_code ?? '',
  };
}

/** PUT /api/profile body: trimmed values, the phone as digits, blank address fields left out. */
export function profileUpdateBody(values: ProfileFormValues): ProfileUpdate {
  const body: ProfileUpdate = {};
  for (const key of PROFILE_FIELDS) {
    const value = key === 'phone_number' ? digitsOnly(values[key]) : values[key].trim();
    if (value !== '') body[key] = value;
  }
  return body;
}
