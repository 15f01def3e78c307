import { z } from 'zod';
import { menuDepartmentSchema } from '../catalog/contract.ts';

/** GET /api/visualization/showrooms (an array of these, at most 10): a showroom matching the typed text. */
export const showroomMatchSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  vsd_id: z.string(),
});
export type ShowroomMatch = z.infer<typeof showroomMatchSchema>;

const subscription = z.object({ subscription_status: z.string().nullable() });

/** A showroom's public profile; `user_id` is its owner (the pro), the `showroom` reference of other routes. */
export const shopProfileSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  vsd_id: z.string(),
  company_name: z.string(),
  basic_addon: subscription,
  /** subscription_status 'active' turns the showroom's theme on (spec point 4). */
  custom_addon: subscription,
  theme_color: z.string().nullable(),
  business_logo: z.string().nullable(),
  showroom_subscription: z.string().nullable(),
});
export type ShopProfile = z.infer<typeof shopProfileSchema>;

/**
 * GET /api/visualization/shop_profile: the showroom's profile and the header menu (`category`), or `{}` (200)
 * when no showroom matches.
 */
export const shopProfileAnswerSchema = z.union([
  z.object({ profile: shopProfileSchema, category: z.array(menuDepartmentSchema) }),
  z.object({}),
]);
export type ShopProfileAnswer = z.infer<typeof shopProfileAnswerSchema>;
