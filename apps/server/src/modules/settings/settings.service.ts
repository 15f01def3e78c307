import { DEFAULT_PAGE_SIZE, TIME_ZONE } from '@app/domain';
import type { ResolvedConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { readSetting, readSettings } from './settings.repository.ts';
import type { PublicSettings } from './settings.schemas.ts';

/** Defaults of the public settings; a row in `settings` with the same key overrides one. */
type SettingsConfig = Pick<ResolvedConfig, 'appUrl'> & {
  google?: { clientId?: string | null };
  apple?: { clientId?: string | null };
};

export function defaultPublicSettings(config: SettingsConfig): PublicSettings {
  return {
    app_name: 'Remodel Market',
    support_email: 'support@remodel-market.example',
    social_links: {
      instagram: 'https://www.instagram.com/',
      facebook: 'https://www.facebook.com/',
      x: 'https://x.com/',
      houzz: 'https://www.houzz.com/',
      tiktok: 'https://www.tiktok.com/',
    },
    company_links: {
      about: 'https://remodel-market.example/about',
      our_work: 'https://remodel-market.example/our-work',
      services: 'https://remodel-market.example/services',
      blog: 'https://remodel-market.example/blog',
      faq: 'https://remodel-market.example/faq',
      contact_us: 'https://remodel-market.example/contact-us',
    },
    time_zone: TIME_ZONE,
    pagination_size: DEFAULT_PAGE_SIZE,
    image_base_url: `${config.appUrl}/media`,
    api_base_url: `${config.appUrl}/api`,
    social_login: {
      google_client_id: config.google?.clientId || null,
      apple_client_id: config.apple?.clientId || null,
    },
  };
}

export const PUBLIC_SETTING_KEYS = Object.keys(defaultPublicSettings({ appUrl: '' })) as Array<
  keyof PublicSettings
>;

/** GET /api/setting: only whitelisted keys ever leave the server (secrets live in the same table). */
export async function loadPublicSettings(db: Database, config: SettingsConfig): Promise<PublicSettings> {
  const result = defaultPublicSettings(config) as Record<string, unknown>;
  const rows = await readSettings(db, PUBLIC_SETTING_KEYS);
  for (const row of rows) {
    const fallback = result[row.key];
    // Link groups merge, so an override of one link keeps the others.
    result[row.key] =
      fallback && typeof fallback === 'object' && row.value && typeof row.value === 'object'
        ? { ...fallback, ...(row.value as object) }
        : row.value;
  }
  return result as PublicSettings;
}

export const SHIPPING_CHARGE_SETTING = 'shipping_charge';

/** The `shipping_charge` setting's value (absent: undefined) as cents: whole and positive, else 0 (free). */
export function shippingCentsOf(value: unknown): number {
  const cents = Number(value ?? 0);
  return Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
}

/** Shipping charge per order in cents (`shipping_charge` setting); free nationwide by default. */
export async function shippingChargeCents(db: Database): Promise<number> {
  return shippingCentsOf(await readSetting(db, SHIPPING_CHARGE_SETTING));
}
