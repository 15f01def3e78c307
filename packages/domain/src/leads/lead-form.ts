import { z } from 'zod';
import { emailField } from '../accounts/registration.ts';
import { idField } from '../shared/input-limits.ts';

const required = (label: string) => `The ${label} field is required.`;
const text = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, { error: required(label), abort: true });
const optional = (max: number) => z.string().trim().max(max).optional();

/** The 'Save up to 30%' pop-up (spec point 5): full name, email and phone required; the rest as sent. */
export const leadFormSchema = z.object({
  full_name: text('full name').max(120, 'The full name may not be greater than 120 characters.'),
  email: emailField,
  phone_number: text('phone number').max(30, 'The phone number may not be greater than 30 characters.'),
  action: optional(100),
  lead_type: optional(100),
  /** The selected showroom (its owner's user id, my_item.showroom); sent empty when none is selected. */
  shop_profile_id: z
    .union([z.literal(''), idField('shop profile id')])
    .nullish()
    .transform((v) => (v === '' || v == null ? undefined : v)),
});
export type LeadForm = z.infer<typeof leadFormSchema>;
/** The body as sent (before trimming and lower-casing), as the pop-up's form holds it. */
export type LeadFormInput = z.input<typeof leadFormSchema>;

/** Spec point 7 fixes the values the pop-up sends with the fields. */
export const LEAD_FORM_ACTION = 'handle_external_form_submission';
export const LEAD_TYPE_POPUP = 'Pop-Ups';
export const LEAD_THANKS = 'Thank you! We will be in touch with your savings.';
/** Leads accepted per IP per hour before 429. */
export const LEADS_PER_HOUR = 5;
