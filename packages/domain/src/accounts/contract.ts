import { z } from 'zod';
import { USER_TYPES } from './roles.ts';

/**
 * The user object (`AuthUser`) of docs/api-accounts.md: what POST /api/login, POST /api/register,
 * POST /api/sociallogin/{provider} (as `user`), GET /api/authuser and GET/PUT /api/profile (as `user`) answer.
 * No secret is part of it (no password hash, no token).
 */
export const authUserSchema = z.object({
  user_id: z.number().int(),
  /** The same as user_id. */
  id: z.number().int(),
  type: z.enum(USER_TYPES),
  /** 'Active', 'Approve', 'Deactive' or 'Pending' (roles.ts USER_STATUSES); anything else reads as pending. */
  status: z.string(),
  email: z.string(),
  /** ISO 8601; null until the mailed link was followed. */
  email_verified_at: z.string().nullable(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The calling code, e.g. '+1'. */
  country_code: z.string(),
  phone_number: z.string(),
  zip_code: z.string(),
  /** The user's own projects, carts included. */
  total_projects: z.number().int(),
  /** The showroom the account was registered from. */
  shop_id: z.number().int().nullable(),
  custom_addon: z.object({ subscription_status: z.string() }).nullable(),
  latest_subscription: z
    .object({
      subscription_status: z.string(),
      plan: z.string().nullable(),
      /** In dollars (not cents), as the spec's answer has it. */
      paid_amount: z.number(),
    })
    .nullable(),
  shop_profile: z
    .object({
      theme_color: z.string().nullable(),
      business_logo: z.string().nullable(),
      vsd_id: z.string(),
      company_name: z.string(),
    })
    .nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * `data` of POST /api/login, POST /api/register and POST /api/sociallogin/{provider}: the user and the bearer
 * token of the new session (register: null unless the type is User, since others wait for approval).
 */
export const sessionSchema = z.object({ user: authUserSchema, token: z.string().nullable() });
export type AuthResult = z.infer<typeof sessionSchema>;

/** A saved address of GET/PUT /api/profile (`shipping_address`, `billing_address`; a billing one has apartment ''). */
export const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  /** The two-letter US state code. */
  state: z.string(),
  zip_code: z.string(),
  apartment: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** The saved default card as the server keeps it: brand, last 4 and expiry only (never the number or CVV). */
export const savedCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  name_on_card: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** `data` of GET /api/profile and PUT /api/profile: the account page's and checkout's data. */
export const profileSchema = z.object({
  user: authUserSchema,
  shipping_address: addressSchema.nullable(),
  billing_address: addressSchema.nullable(),
  payment_details: savedCardSchema.nullable(),
  /** The delivery charge, in dollars like paid_amount (not cents); free nationwide delivery by default. */
  shipping_charge: z.number(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `data` of GET /api/login/verify_otp: null when no code was given (one is mailed), else whether the code
 * matched (true also unlocks admin actions for the calling token). The code itself is never answered.
 */
export const otpCheckSchema = z.object({ valid_otp: z.boolean() });
export type OtpCheck = z.infer<typeof otpCheckSchema>;

/** `data` of GET /api/email/verify/{hash}: when the email was verified (ISO 8601). */
export const emailVerifiedSchema = z.object({ email_verified_at: z.string() });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;
