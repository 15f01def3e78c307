import { describe, expect, it } from 'vitest';
import { isPrivatePath, robotsTxt } from './robots.ts';
import { sitemapIndexXml, sitemapPageCount, urlSetXml } from './sitemap.ts';

describe('robots.txt', () => {
  const txt = robotsTxt('https://shop.example');

  it('opens the storefront, closes the private paths and names the sitemap', () => {
    const lines = txt.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/account',
      '/cart',
      '/checkout',
      '/thankyou',
      '/login',
      '/register',
      '/admin',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('reads the same rules as isPrivatePath: the portals are private, /pro-account is not', () => {
    for (const path of [
      '/cart',
      '/checkout-payment',
      '/pro',
      '/pro/markups',
      '/pro?tab=1',
      '/vendor/products',
      '/admin/users',
      '/register/vendor',
      '/api/brands',
      '/design-ai',
      '/design-ai/singup',
      '/design-ai/welcome?verify=abc',
    ])
      expect(isPrivatePath(path), path).toBe(true);
    for (const path of [
      '/',
      '/pro-account',
      '/product/abc',
      '/category/tile/product',
      '/department/kitchen',
      '/our-brands',
      '/media/products/a.webp',
      '/visualize',
    ])
      expect(isPrivatePath(path), path).toBe(false);
  });
});

describe('sitemaps', () => {
  it('writes an escaped urlset with lastmod in W3C format', () => {
    expect(
      urlSetXml([
        { loc: 'https://shop.example/category/a&b/product', lastmod: new Date('2026-01-02T03:04:05Z') },
        { loc: 'https://shop.example/about_us' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/category/a&amp;b/product</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>\n' +
        '<url><loc>https://shop.example/about_us</loc></url>\n</urlset>\n',
    );
  });

  it('writes a sitemap index naming each sitemap', () => {
    expect(sitemapIndexXml([{ loc: 'https://shop.example/sitemaps/pages.xml' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://shop.example/sitemaps/pages.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });

  it('counts the product pages', () => {
    expect(sitemapPageCount(0)).toBe(0);
    expect(sitemapPageCount(10_000)).toBe(1);
    expect(sitemapPageCount(25_200)).toBe(3);
    expect(sitemapPageCount(7, 3)).toBe(3);
  });
});
