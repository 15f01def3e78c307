import { escapeMarkup } from './text.ts';

/** URLs per product sitemap (the protocol allows 50,000; smaller files are quicker to serve and re-read). */
export const SITEMAP_PAGE_SIZE = 10_000;

/** The public pages that are not catalogue records: the home page, brands, the visualizer and the static pages. */
export const STATIC_PAGE_PATHS = [
  '/',
  '/our-brands',
  '/visualize',
  '/about_us',
  '/contact',
  '/faq',
  '/return_policy',
  '/how-it-works',
  '/pro-account',
  '/terms_of_service',
  '/privacy_policy',
  '/cookies_policy',
] as const;

/** The storefront's catalogue pages, as the web's route table shapes them (config/paths.ts). */
export const departmentPath = (menuSlug: string, categorySlug?: string) =>
  categorySlug === undefined
    ? `/department/${encodeURIComponent(menuSlug)}`
    : `/department/${encodeURIComponent(menuSlug)}/${encodeURIComponent(categorySlug)}`;
export const categoryProductsPath = (slug: string) => `/category/${encodeURIComponent(slug)}/product`;

/** One URL of a sitemap: absolute `loc`, and when it last changed. */
export type SitemapEntry = { loc: string; lastmod?: Date };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entryXml = (tag: 'url' | 'sitemap', e: SitemapEntry) =>
  `<${tag}><loc>${escapeMarkup(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</${tag}>`;

/** A sitemap (`<urlset>`) of these URLs. */
export const urlSetXml = (entries: readonly SitemapEntry[]) =>
  `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.map((e) => entryXml('url', e)).join('\n')}\n</urlset>\n`;

/** A sitemap index (`<sitemapindex>`) naming each sitemap. */
export const sitemapIndexXml = (sitemaps: readonly SitemapEntry[]) =>
  `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${sitemaps.map((e) => entryXml('sitemap', e)).join('\n')}\n</sitemapindex>\n`;

/** How many product sitemaps `total` products fill at `pageSize` each (none for none). */
export const sitemapPageCount = (total: number, pageSize = SITEMAP_PAGE_SIZE) => Math.ceil(total / pageSize);
