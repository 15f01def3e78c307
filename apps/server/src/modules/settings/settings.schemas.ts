import { z } from 'zod';

export const publicSettingsSchema = z.object({
  app_name: z.string(),
  support_email: z.string(),
  social_links: z.object({
    instagram: z.string(),
    facebook: z.string(),
    x: z.string(),
    houzz: z.string(),
    tiktok: z.string(),
  }),
  company_links: z.object({
    about: z.string(),
    our_work: z.string(),
    services: z.string(),
    blog: z.string(),
    faq: z.string(),
    contact_us: z.string(),
  }),
  time_zone: z.string(),
  pagination_size: z.number().int(),
  image_base_url: z.string(),
  api_base_url: z.string(),
  /** Public OAuth client ids; a provider without one shows its button disabled. */
  social_login: z.object({ google_client_id: z.string().nullable(), apple_client_id: z.string().nullable() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
