import { z } from 'zod';

/** The user object of docs/api-accounts.md. */
export const authUserSchema = z.object({
  user_id: z.number().int(),
  id: z.number().int(),
  type: z.string(),
  status: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country_code: z.string(),
  phone_number: z.string(),
  zip_code: z.string(),
  total_projects: z.number().int(),
  shop_id: z.number().int().nullable(),
  custom_addon: z.object({ subscription_status: z.string() }).nullable(),
  latest_subscription: z
    .object({ subscription_status: z.string(), plan: z.string().nullable(), paid_amount: z.number() })
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

export const sessionSchema = z.object({ user: authUserSchema, token: z.string().nullable() });
