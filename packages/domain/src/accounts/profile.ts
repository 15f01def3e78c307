import { z } from 'zod';
import {
  accountStepObject,
  checkPayment,
  paymentStepSchema,
  phoneFields,
  shippingStepSchema,
} from './registration.ts';

const SHIPPING_FIELDS = ['shipping_street', 'shipping_city', 'shipping_state', 'shipping_zip_code'] as const;
const BILLING_FIELDS = ['pay_street', 'pay_city', 'pay_state', 'pay_zip_code'] as const;

const { i_accept: _accept, ...shippingShape } = shippingStepSchema.shape;
const optionalShipping = Object.fromEntries(
  Object.entries(shippingShape).map(([key, field]) => [key, field.optional()]),
) as { [K in keyof typeof shippingShape]: z.ZodOptional<(typeof shippingShape)[K]> };

/** Every registration field but email, password and terms, each optional, with the registration's rules. */
export const profileUpdateObject = z.object({
  full_name: accountStepObject.shape.full_name.optional(),
  country_code: phoneFields.country_code.optional(),
  phone_number: phoneFields.phone_number.optional(),
  zip_code: accountStepObject.shape.zip_code.optional(),
  ...optionalShipping,
  ...paymentStepSchema.shape,
});

/** An address is saved whole: once one of street, city, state or zip is given, all four are needed. */
export const checkWholeAddresses = (d: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const requireAll = (fields: readonly string[], label: (f: string) => string) => {
    if (!fields.some((f) => d[f])) return;
    for (const f of fields) {
      if (!d[f]) ctx.addIssue({ code: 'custom', path: [f], message: `The ${label(f)} field is required.` });
    }
  };
  requireAll(SHIPPING_FIELDS, (f) => f.replace(/_/g, ' '));
  requireAll(BILLING_FIELDS, (f) => f.replace('pay_', 'billing ').replace(/_/g, ' '));
};

/** PUT /api/profile body; a card brings its billing address (checkPayment). */
export const profileUpdateSchema = profileUpdateObject
  .superRefine(checkWholeAddresses)
  .superRefine((d, ctx) => checkPayment(d, ctx));
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
