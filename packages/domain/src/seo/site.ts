/** The name link previews show beside a page's title (og:site_name). */
export const SITE_NAME = 'Remodel Market';

/**
 * The one URL of a product whatever the showroom (issue 23): the route is /product/:hash/:vsd_id?, and a
 * showroom only changes the prices shown, so every showroom's page names this as its canonical.
 */
export const canonicalProductPath = (hash: string) => `/product/${encodeURIComponent(hash)}`;

/**
 * `path` (or a URL already absolute, kept as is) on `origin` ("https://remodel.example", no trailing slash):
 * a canonical, an og:image and a sitemap's loc must be absolute.
 */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
