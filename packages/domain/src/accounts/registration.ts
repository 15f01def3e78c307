import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { inviteTokenField } from '../pros/invite-token.ts';
import { DEFAULT_COUNTRY_CODE, PASSWORD_MIN_LENGTH } from '../shared/constants.ts';
import { optionalText, required, text, usState, usZip } from '../shared/fields.ts';
import { idField } from '../shared/input-limits.ts';
import { isUsState } from '../shared/us-states.ts';
import { checkCard, hasAnyCardField } from './card.ts';
import { MESSAGES } from './messages.ts';

const CARD_MESSAGES = {
  card_number: MESSAGES.invalidCardNumber,
  exp_date: MESSAGES.invalidExpiry,
  cvv: MESSAGES.invalidCvc,
};

export const FULL_NAME_MESSAGE = 'Please enter your full name (first and last name).';

export const fullNameField = text('full name')
  .max(120, 'The full name may not be greater than 120 characters.')
  .refine((v) => v.split(/\s+/).length >= 2, FULL_NAME_MESSAGE);

export const emailField = z
  .string({ error: required('email') })
  .trim()
  .min(1, { error: required('email'), abort: true })
  .pipe(z.email({ error: 'The email must be a valid email address.' }))
  .transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string({ error: required('password') })
  .min(1, { error: required('password'), abort: true })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'The password may not be greater than 200 characters.');

export const phoneFields = {
  country_code: text('country code').regex(/^\+\d{1,4}$/, 'The country code is not valid.'),
  phone_number: text('phone number')
    .transform((v) => v.replace(/\D+/g, ''))
    .refine((v) => v.length >= 7 && v.length <= 15, 'The phone number is not valid.'),
};

/** A phone is checked with its calling code, so "+1" expects a 10-digit North American number. */
export const checkPhone = (d: { country_code: string; phone_number: string }, ctx: z.RefinementCtx) => {
  if (d.phone_number && d.country_code && !isPossiblePhoneNumber(`${d.country_code}${d.phone_number}`)) {
    ctx.addIssue({ code: 'custom', path: ['phone_number'], message: 'The phone number is not valid.' });
  }
};

/** Step 1 — Account (spec points 2 and 5). */
export const accountStepObject = z.object({
  full_name: fullNameField,
  email: emailField,
  password: newPasswordField,
  ...phoneFields,
  zip_code: text('zip code').max(10, 'The zip code may not be greater than 10 characters.'),
  agree: z.literal(true, { error: 'You must agree to the Terms of Service.' }),
});
export const accountStepSchema = accountStepObject.superRefine(checkPhone);

/** Step 2 — Shipping Address, plus acceptance of the terms and procedures. */
export const shippingStepSchema = z.object({
  shipping_street: text('shipping street'),
  shipping_city: text('shipping city'),
  shipping_state: usState('shipping state'),
  shipping_zip_code: usZip('shipping zip code'),
  shipping_apartment: optionalText,
  i_accept: z.literal(true, { error: 'You must accept the terms and procedures.' }),
});

/** Filled card fields are checked on their own, so their errors show even while other fields fail. */
const cardField = (field: 'card_number' | 'exp_date') =>
  optionalText.refine((v) => !v || !checkCard({ [field]: v })[field], CARD_MESSAGES[field]);

const paymentObject = z.object({
  card_number: cardField('card_number'),
  name_on_Card: optionalText,
  exp_date: cardField('exp_date'),
  cvv: optionalText.refine((v) => !v || /^\d{3,4}$/.test(v), MESSAGES.invalidCvc),
  pay_street: optionalText,
  pay_state: optionalText,
  pay_city: optionalText,
  pay_zip_code: optionalText,
});
export type PaymentStepInput = z.input<typeof paymentObject>;

/** Card fields are optional but checked when any is filled (spec point 5); a card needs a billing address. */
export const checkPayment = (d: z.output<typeof paymentObject>, ctx: z.RefinementCtx) => {
  if (!hasAnyCardField(d)) return;
  for (const [field, message] of Object.entries(checkCard(d)))
    ctx.addIssue({ code: 'custom', path: [field], message });
  const needed: Array<[keyof typeof d, string]> = [
    ['name_on_Card', 'name on card'],
    ['pay_street', 'billing street'],
    ['pay_city', 'billing city'],
    ['pay_state', 'billing state'],
    ['pay_zip_code', 'billing zip code'],
  ];
  for (const [field, label] of needed) {
    if (!d[field]) ctx.addIssue({ code: 'custom', path: [field], message: required(label) });
  }
  if (d.pay_state && !isUsState(d.pay_state)) {
    ctx.addIssue({ code: 'custom', path: ['pay_state'], message: 'The billing state must be a US state.' });
  }
  if (d.pay_zip_code && !/^\d{5}(-\d{4})?$/.test(d.pay_zip_code)) {
    ctx.addIssue({
      code: 'custom',
      path: ['pay_zip_code'],
      message: 'The billing zip code must be a valid 5-digit ZIP code.',
    });
  }
};

/** Step 3 — Payment Information. */
export const paymentStepSchema = paymentObject.superRefine(checkPayment);

/** The whole POST /api/register body: the three steps plus what the client adds. */
export const registerSchema = accountStepObject
  .extend(shippingStepSchema.shape)
  .extend(paymentObject.shape)
  .extend({
    type: z.enum(['User', 'Contractor']).optional().default('User'),
    country_code: phoneFields.country_code.optional().default(DEFAULT_COUNTRY_CODE),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    shop_id: idField('shop id').nullish(),
    /** A pro's client invitation (its link's token): accepted when the invited address registers. */
    invite: inviteTokenField,
  })
  .superRefine(checkPhone)
  .superRefine(checkPayment);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/** Which step holds each field, so server errors move the form to the failing step (spec point 4). */
export const REGISTER_STEPS = [
  Object.keys(accountStepObject.shape),
  Object.keys(shippingStepSchema.shape),
  Object.keys(paymentObject.shape),
] as const;

export const stepOfField = (field: string): 1 | 2 | 3 => {
  if (REGISTER_STEPS[2].includes(field)) return 3;
  if (REGISTER_STEPS[1].includes(field)) return 2;
  return 1;
};

/** Server errors jump to a step in the spec's order: card/payment, then shipping, then account. */
export const stepForErrors = (fields: string[]): 1 | 2 | 3 | null => {
  if (fields.length === 0) return null;
  const steps = fields.map(stepOfField);
  if (steps.includes(3)) return 3;
  if (steps.includes(2)) return 2;
  return 1;
};
