import {
  accountStepObject,
  checkPayment,
  paymentStepSchema,
  phoneFields,
  shippingStepSchema,
} from '@app/domain';
import { z } from 'zod';
import { authUserSchema } from '../accounts/accounts.schemas.ts';

const SHIPPING_FIELDS = ['shipping_street', 'shipping_city', 'shipping_state', 'shipping_zip_code'] as const;
const BILLING_FIELDS = ['pay_street', 'pay_city', 'pay_state', 'pay_zip_code'] as const;

const { i_accept: _, ...shippingShape } = shippingStepSchema.shape;

/**
 * PUT /api/profile: every registration field but email/password/terms, each optional. The same domain rules
 * apply; an address is saved whole (all of street, city, state and zip), and a card brings its billing address.
 */
export const profileUpdateSchema = z
  .object({
    full_name: accountStepObject.shape.full_name.optional(),
    country_code: phoneFields.country_code.optional(),
    phone_number: phoneFields.phone_number.optional(),
    zip_code: accountStepObject.shape.zip_code.optional(),
    ...Object.fromEntries(Object.entries(shippingShape).map(([k, v]) => [k, v.optional()])),
    ...paymentStepSchema.shape,
  })
  .superRefine((d, ctx) => {
    const data = d as Record<string, unknown>;
    const requireAll = (fields: readonly string[], label: (f: string) => string) => {
      if (!fields.some((f) => data[f])) return;
      for (const f of fields) {
        if (!data[f])
          ctx.addIssue({ code: 'custom', path: [f], message: `The ${label(f)} field is required.` });
      }
    };
    requireAll(SHIPPING_FIELDS, (f) => f.replace(/_/g, ' '));
    requireAll(BILLING_FIELDS, (f) => f.replace('pay_', 'billing ').replace(/_/g, ' '));
  })
  .superRefine((d, ctx) => checkPayment(d as z.output<typeof paymentStepSchema>, ctx));

export type ProfileUpdate = {
  full_name?: string;
  country_code?: string;
  phone_number?: string;
  zip_code?: string;
  shipping_street?: string;
  shipping_city?: string;
  shipping_state?: string;
  shipping_zip_code?: string;
  shipping_apartment?: string;
} & z.output<typeof paymentStepSchema>;

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
