import { z } from 'zod';

/**
 * GET /api/setting: the public settings the web loads at start (spec point 3, issue 2 point 3). Only these
 * keys ever leave the server (secrets live in the same table); a row of `settings` with the same key
 * overrides a default, and a link group merges with its default, so every link below is always sent ('' for
 * none).
 */
export const publicSettingsSchema = z.object({
  app_name: z.string(),
  support_email: z.string(),
  /** Absolute URLs of the footer's social icons; one not starting with http(s) is not shown. */
  social_links: z.object({
    instagram: z.string(),
    facebook: z.string(),
    x: z.string(),
    houzz: z.string(),
    tiktok: z.string(),
  }),
  /** The company's external pages (spec point 2, header and footer). */
  company_links: z.object({
    about: z.string(),
    our_work: z.string(),
    services: z.string(),
    blog: z.string(),
    faq: z.string(),
    contact_us: z.string(),
  }),
  /** IANA time zone every date is shown in (e.g. 'America/Los_Angeles'). */
  time_zone: z.string(),
  /** Rows a page of a list holds. */
  pagination_size: z.number().int(),
  image_base_url: z.string(),
  api_base_url: z.string(),
  /** Public OAuth client ids; a provider without one shows its button disabled. */
  social_login: z.object({ google_client_id: z.string().nullable(), apple_client_id: z.string().nullable() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
