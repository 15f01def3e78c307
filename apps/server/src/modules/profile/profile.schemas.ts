import { z } from 'zod';
import { authUserSchema } from '../accounts/accounts.schemas.ts';

export { type ProfileUpdate, profileUpdateSchema } from '@app/domain/accounts/profile';

const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  apartment: z.string(),
});

export const profileSchema = z.object({
  user: authUserSchema,
  shipping_address: addressSchema.nullable(),
  billing_address: addressSchema.nullable(),
  payment_details: z
    .object({
      brand: z.string(),
      last4: z.string(),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
      name_on_card: z.string(),
    })
    .nullable(),
  /** In dollars, like paid_amount; free nationwide delivery by default (product.md). */
  shipping_charge: z.number(),
});
export type Profile = z.infer<typeof profileSchema>;
