import { z } from 'zod';
import {
  checkPhone,
  emailField,
  fullNameField,
  newPasswordField,
  phoneFields,
} from '../accounts/registration.ts';
import { inviteTokenField } from '../pros/invite-token.ts';
import { DEFAULT_COUNTRY_CODE } from '../shared/constants.ts';
import { text } from '../shared/fields.ts';

/** A vendor names the brands it sells: at least one, at most this many (each becomes a brand on approval). */
export const BRAND_NAMES_MAX = 10;
export const BRAND_NAME_MAX = 80;
export const WEBSITE_MAX = 200;

const max = (label: string, n: number) => `The ${label} may not be greater than ${n} characters.`;

/**
 * A brand's slug (its URL and its identity: `brands.slug` is unique), so "Arcadia Tile Co." and "arcadia
 * tile co" name one brand. The seed's catalogue makes its slugs the same way.
 */
export const brandSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const BRAND_NAMES_MESSAGES = {
  none: 'Please name at least one brand you sell.',
  tooMany: `You may name at most ${BRAND_NAMES_MAX} brands.`,
  twice: 'This brand is already in your list.',
  noLetters: 'The brand name must contain letters or digits.',
  oneLine: 'The brand name must be on one line.',
} as const;

export const brandNameField = text('brand name')
  .max(BRAND_NAME_MAX, max('brand name', BRAND_NAME_MAX))
  .refine((v) => !/[\r\n]/.test(v), BRAND_NAMES_MESSAGES.oneLine)
  .refine((v) => brandSlug(v) !== '', BRAND_NAMES_MESSAGES.noLetters);

/** 1–10 brand names, none twice (compared as brands are: by slug); a repeat is refused on its own row. */
export const brandNamesField = z
  .array(brandNameField, { error: BRAND_NAMES_MESSAGES.none })
  .min(1, BRAND_NAMES_MESSAGES.none)
  .max(BRAND_NAMES_MAX, BRAND_NAMES_MESSAGES.tooMany)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, i) => {
      const slug = brandSlug(name);
      if (seen.has(slug)) ctx.addIssue({ code: 'custom', path: [i], message: BRAND_NAMES_MESSAGES.twice });
      seen.add(slug);
    });
  });

export const WEBSITE_MESSAGE = 'The website must be a valid web address, e.g. https://example.com.';

/**
 * Optional website: blank → null; without a scheme, https:// is assumed; only http(s) with a dotted host name.
 * Stored as the normalised URL.
 */
export const websiteField = z
  .string({ error: WEBSITE_MESSAGE })
  .trim()
  .max(WEBSITE_MAX, max('website', WEBSITE_MAX))
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
    try {
      const url = new URL(withScheme);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname))
        return url.toString();
    } catch {
      // not a URL: refused below
    }
    ctx.addIssue({ code: 'custom', message: WEBSITE_MESSAGE });
    return z.NEVER;
  });

/**
 * POST /api/register/vendor (/register/vendor): the company, its contact, the brands it sells and an optional
 * website; `invitation` is the token of a pro's or the admin's vendor invitation link (domain invitationPath).
 */
export const vendorRegisterSchema = z
  .object({
    company_name: text('company name').max(120, max('company name', 120)),
    full_name: fullNameField,
    email: emailField,
    password: newPasswordField,
    ...phoneFields,
    country_code: phoneFields.country_code.optional().default(DEFAULT_COUNTRY_CODE),
    brand_names: brandNamesField,
    website: websiteField,
    agree: z.literal(true, { error: 'You must agree to the Terms of Service.' }),
    invitation: inviteTokenField,
  })
  .superRefine(checkPhone);
export type VendorRegisterInput = z.input<typeof vendorRegisterSchema>;
export type VendorRegisterData = z.output<typeof vendorRegisterSchema>;

export const VENDOR_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type VendorApplicationStatus = (typeof VENDOR_APPLICATION_STATUSES)[number];
