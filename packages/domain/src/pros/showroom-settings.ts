import { z } from 'zod';
import { text } from '../shared/fields.ts';

export const THEME_COLOUR_MESSAGE = 'The theme colour must be a colour like #0f766e.';

/** PUT /api/pro/showroom: what a pro names and colours their showroom with (the ID is fixed once live). */
export const showroomSettingsSchema = z.object({
  company_name: text('company name').max(120, 'The company name may not be greater than 120 characters.'),
  /** '#rrggbb', or null (or an empty field) for none. */
  theme_color: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: THEME_COLOUR_MESSAGE })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, THEME_COLOUR_MESSAGE)
      .transform((v) => v.toLowerCase())
      .nullable(),
  ),
});
export type ShowroomSettingsInput = z.input<typeof showroomSettingsSchema>;

/** GET/PUT /api/pro/showroom: the pro's showroom as they manage it. */
export const proShowroomSchema = z.object({
  vsd_id: z.string(),
  company_name: z.string(),
  theme_color: z.string().nullable(),
  business_logo: z.string().nullable(),
  live: z.boolean(),
});
export type ProShowroom = z.infer<typeof proShowroomSchema>;
