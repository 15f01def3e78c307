import type { ProductDetail } from '../catalog/contract.ts';
import { absoluteUrl, canonicalProductPath } from './site.ts';

/**
 * A JSON-LD object as the text of a <script type="application/ld+json">: `<` (so no `</script>` or `<!--` can
 * end or bend the script), `>` and `&` as \u escapes, and U+2028/U+2029 (line terminators to older JavaScript
 * parsers). JSON.parse reads it back unchanged.
 */
export function jsonLdText(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Integer cents as schema.org wants a price: a decimal string, 12999 → "129.99", 5 → "0.05". */
export function priceDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What productJsonLd reads: the fields GET /api/product/{hash} answers (ProductDetail). */
export type ProductForJsonLd = Pick<
  ProductDetail,
  'hash' | 'name' | 'description' | 'images' | 'brand' | 'price_cents' | 'sizes'
>;

/**
 * schema.org Product with one Offer in USD at the price shown (the first size, for the showroom the product was
 * read for). `sku` is the product's public reference (its hash); the product and offer `url` are the canonical
 * URL. In stock when the product has a size to buy (the API lists only listed products).
 */
export function productJsonLd(product: ProductForJsonLd, origin: string) {
  const url = absoluteUrl(origin, canonicalProductPath(product.hash));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map((src) => absoluteUrl(origin, src)),
    sku: product.hash,
    brand: { '@type': 'Brand', name: product.brand.name },
    url,
    offers: {
      '@type': 'Offer',
      price: priceDecimal(product.price_cents),
      priceCurrency: 'USD',
      availability: product.sizes.length > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}

/** One step of a breadcrumb: its name and its URL (absolute, or a path made absolute with `origin`). */
export type BreadcrumbItem = { name: string; url: string };

/** schema.org BreadcrumbList: positions from 1 in the order given (home first, the page itself last). */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], origin?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: origin === undefined ? item.url : absoluteUrl(origin, item.url),
    })),
  };
}
