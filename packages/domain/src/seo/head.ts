import { jsonLdText, priceDecimal } from './json-ld.ts';
import { SITE_NAME } from './site.ts';
import { escapeMarkup, trimDescription } from './text.ts';

/** What a server-rendered page tells search engines and link previews (issue 23 item 3). */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL: the one address of this page (a product's is /product/{hash} whatever the showroom). */
  canonical: string;
  /** The picture a preview shows; a relative URL is resolved against `canonical`. */
  image?: { url: string; width?: number; height?: number; alt: string };
  type: 'website' | 'product';
  /** Account, cart, checkout and the portals: kept out of search results. */
  noindex?: boolean;
  /** A product's price as shown on the page (Open Graph product:price). */
  price?: { cents: number; currency: 'USD' };
  /** schema.org objects (productJsonLd, breadcrumbJsonLd), each its own script. */
  jsonLd?: object[];
  /**
   * The page's largest picture (a same-origin path), fetched with the HTML's first bytes at high priority
   * instead of once the parser reaches its <img> (/visualize's room still, issue 23 item 5).
   */
  preloadImage?: string;
};

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeMarkup(content)}">`;

/**
 * The tags for a page's <head>: title, description, canonical, robots, Open Graph, Twitter card and JSON-LD.
 * Every value escaped; the description collapsed and trimmed to what search engines show (trimDescription).
 */
export function headTagsHtml(head: PageHead): string {
  const description = trimDescription(head.description);
  const image = head.image && { ...head.image, url: new URL(head.image.url, head.canonical).href };
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}">`,
    meta('name', 'robots', head.noindex ? 'noindex,nofollow' : 'index,follow'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', head.canonical),
  ];
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.width) tags.push(meta('property', 'og:image:width', String(image.width)));
    if (image.height) tags.push(meta('property', 'og:image:height', String(image.height)));
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  if (head.type === 'product' && head.price) {
    tags.push(meta('property', 'product:price:amount', priceDecimal(head.price.cents)));
    tags.push(meta('property', 'product:price:currency', head.price.currency));
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
  );
  if (image)
    tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  if (head.preloadImage)
    tags.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeMarkup(head.preloadImage)}">`,
    );
  for (const object of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonLdText(object)}</script>`);
  }
  return tags.join('');
}
