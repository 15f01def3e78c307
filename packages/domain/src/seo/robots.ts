import { absoluteUrl } from './site.ts';

/**
 * The paths kept out of search engines (issue 23: account, cart, checkout and the portals are noindex), as
 * robots.txt patterns (RFC 9309): a prefix, `$` anchoring the end. `/pro` is anchored because a bare prefix
 * would also hide the public /pro-account page.
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/account',
  '/cart',
  '/checkout',
  '/thankyou',
  '/payout_setup',
  '/your_orders',
  '/notification',
  '/verifiction',
  '/verify/',
  '/projects',
  /** The AI design account's pages and its designer (issue 26): an account of its own, like /account. */
  '/design-ai',
  '/login',
  '/register',
  '/reset_password',
  '/password_reset',
  '/change_password',
  '/pro$',
  '/pro?',
  '/pro/',
  '/vendor',
  '/admin',
  '/dev/',
] as const;

/** Whether a crawler must stay off `pathAndQuery` ("/cart", "/pro/login?x=1"): the robots.txt rules, read. */
export function isPrivatePath(pathAndQuery: string): boolean {
  return PRIVATE_PATHS.some((pattern) =>
    pattern.endsWith('$') ? pathAndQuery === pattern.slice(0, -1) : pathAndQuery.startsWith(pattern),
  );
}

/** robots.txt: the storefront open to every crawler, the private paths closed, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
