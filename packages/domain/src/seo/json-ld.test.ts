import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, jsonLdText, priceDecimal, productJsonLd } from './json-ld.ts';
import { productBreadcrumb, productHead } from './product-head.ts';
import { canonicalProductPath } from './site.ts';

const origin = 'https://shop.example';
const size = { price_cents: 12999 } as never;
const detail = {
  hash: 'a1b2c3',
  name: 'Calacatta Gold 12x24',
  description: 'Polished porcelain.',
  images: ['/media/products/a1b2c3.art.webp', 'https://cdn.example/x.webp'],
  brand: { id: 3, name: 'Daltile' },
  price_cents: 12999,
  sizes: [size],
  breadcrumb: [
    { name: 'Flooring', slug_url: 'flooring' },
    { name: 'luxury-flooring', slug_url: 'luxury-flooring' },
    { name: 'Tile', slug_url: 'tile' },
  ],
};

describe('priceDecimal', () => {
  it('writes integer cents as a decimal string', () => {
    expect(priceDecimal(12999)).toBe('129.99');
    expect(priceDecimal(5)).toBe('0.05');
    expect(priceDecimal(100)).toBe('1.00');
    expect(priceDecimal(0)).toBe('0.00');
    expect(priceDecimal(1_500_000_01)).toBe('1500000.01');
    expect(() => priceDecimal(12.5)).toThrow(RangeError);
  });
});

describe('productJsonLd', () => {
  it('is a schema.org Product with an Offer in USD at the canonical URL, pictures absolute', () => {
    expect(productJsonLd(detail, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Calacatta Gold 12x24',
      description: 'Polished porcelain.',
      image: ['https://shop.example/media/products/a1b2c3.art.webp', 'https://cdn.example/x.webp'],
      sku: 'a1b2c3',
      brand: { '@type': 'Brand', name: 'Daltile' },
      url: 'https://shop.example/product/a1b2c3',
      offers: {
        '@type': 'Offer',
        price: '129.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product/a1b2c3',
      },
    });
  });

  it('is out of stock without a size to buy', () => {
    expect(productJsonLd({ ...detail, sizes: [] }, origin).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });
});

describe('breadcrumbJsonLd and a product page head', () => {
  it('numbers the list from 1 in order, making paths absolute', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', url: '/' },
          { name: 'Tile', url: '/category/tile/product' },
        ],
        origin,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Tile',
          item: 'https://shop.example/category/tile/product',
        },
      ],
    });
  });

  it("follows the page's breadcrumb: department list, parent categories' lists, the leaf's products", () => {
    expect(productBreadcrumb(detail)).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Flooring', url: '/department/flooring' },
      { name: 'Luxury Flooring', url: '/department/flooring/luxury-flooring' },
      { name: 'Tile', url: '/category/tile/product' },
      { name: 'Calacatta Gold 12x24', url: '/product/a1b2c3' },
    ]);
  });

  it('gives one canonical per product whatever the showroom, with its picture, price and both JSON-LD objects', () => {
    const head = productHead(detail, origin);
    expect(canonicalProductPath('a1b2c3')).toBe('/product/a1b2c3');
    expect(head).toMatchObject({
      title: 'Calacatta Gold 12x24 | Remodel Market',
      canonical: 'https://shop.example/product/a1b2c3',
      image: { url: 'https://shop.example/media/products/a1b2c3.art.webp', alt: 'Calacatta Gold 12x24' },
      type: 'product',
      price: { cents: 12999, currency: 'USD' },
    });
    expect(head.jsonLd?.map((o) => (o as { '@type': string })['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
  });
});

describe('jsonLdText', () => {
  it('cannot close its script or break a line in old parsers, and parses back unchanged', () => {
    const value = { name: '</script><!-- & -->', text: 'a\u2028b\u2029c' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
