import { describe, expect, it } from 'vitest';
import { headTagsHtml, type PageHead } from './head.ts';
import { trimDescription } from './text.ts';

/**
 * The tags as a crawler reads them back. Each tag is `<meta|link ...>`, `<title>text</title>` or
 * `<script ...>text</script>` with double-quoted attributes; the reader must consume the whole output, so a
 * value that escaped badly (ending its attribute, its title or its script early) fails the read.
 */
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };
const unescapeMarkup = (s: string) => s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ENTITIES[e]);
type Tag = { name: string; attrs: Record<string, string>; text: string };

function parse(html: string) {
  const tagAt = /<(meta|link|title|script)((?: [a-z:-]+="[^"<>]*")*)>(?:([^<]*)<\/\1>)?/y;
  const tags: Tag[] = [];
  for (let m = tagAt.exec(html); m; m = tagAt.exec(html)) {
    const attrs = Object.fromEntries(
      [...m[2].matchAll(/([a-z:-]+)="([^"]*)"/g)].map((a) => [a[1], unescapeMarkup(a[2])]),
    );
    tags.push({ name: m[1], attrs, text: m[1] === 'script' ? (m[3] ?? '') : unescapeMarkup(m[3] ?? '') });
    if (tagAt.lastIndex === html.length) break;
  }
  expect(tagAt.lastIndex, 'the whole output reads as tags').toBe(html.length);
  return {
    title: tags.find((t) => t.name === 'title')?.text,
    canonical: tags.find((t) => t.name === 'link' && t.attrs.rel === 'canonical')?.attrs.href,
    meta: (key: string) =>
      tags.find((t) => t.name === 'meta' && (t.attrs.name ?? t.attrs.property) === key)?.attrs.content,
    scripts: tags.filter((t) => t.name === 'script'),
    preloads: tags.filter((t) => t.name === 'link' && t.attrs.rel === 'preload').map((t) => t.attrs),
  };
}

const product: PageHead = {
  title: `Calacatta "Gold" <Marble> & Co's`,
  description: 'A   white marble\n with   gold veins.',
  canonical: 'https://shop.example/product/abc123',
  image: { url: '/media/products/abc123.art.webp', width: 1200, height: 900, alt: 'Calacatta <tile>' },
  type: 'product',
  price: { cents: 12999, currency: 'USD' },
  jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c' }],
};

describe('headTagsHtml', () => {
  it('gives a product its title, description, canonical, Open Graph, Twitter card and price, escaped', () => {
    const html = headTagsHtml(product);
    expect(html).toContain('<title>Calacatta &quot;Gold&quot; &lt;Marble&gt; &amp; Co&#39;s</title>');
    const doc = parse(html);
    expect(doc.title).toBe(product.title);
    expect(doc.meta('description')).toBe('A white marble with gold veins.');
    expect(doc.canonical).toBe(product.canonical);
    expect(doc.meta('robots')).toBe('index,follow');
    expect(doc.meta('og:title')).toBe(product.title);
    expect(doc.meta('og:description')).toBe('A white marble with gold veins.');
    expect(doc.meta('og:url')).toBe(product.canonical);
    expect(doc.meta('og:type')).toBe('product');
    expect(doc.meta('og:site_name')).toBe('Remodel Market');
    // A relative picture is made absolute on the canonical's origin: a preview fetches it from anywhere.
    expect(doc.meta('og:image')).toBe('https://shop.example/media/products/abc123.art.webp');
    expect(doc.meta('og:image:width')).toBe('1200');
    expect(doc.meta('og:image:height')).toBe('900');
    expect(doc.meta('og:image:alt')).toBe('Calacatta <tile>');
    expect(doc.meta('product:price:amount')).toBe('129.99');
    expect(doc.meta('product:price:currency')).toBe('USD');
    expect(doc.meta('twitter:card')).toBe('summary_large_image');
    expect(doc.meta('twitter:image')).toBe('https://shop.example/media/products/abc123.art.webp');
    expect(doc.meta('twitter:image:alt')).toBe('Calacatta <tile>');
    expect(doc.meta('twitter:title')).toBe(product.title);
    expect(doc.meta('twitter:description')).toBe('A white marble with gold veins.');
  });

  it('keeps each JSON-LD object inside its own script, parsing back to the same object', () => {
    const html = headTagsHtml(product);
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toMatch(/[\u2028\u2029]/);
    const doc = parse(html);
    expect(doc.scripts).toHaveLength(1);
    expect(doc.scripts[0].attrs.type).toBe('application/ld+json');
    expect(JSON.parse(doc.scripts[0].text)).toEqual(product.jsonLd?.[0]);
  });

  it('marks a private page noindex,nofollow; without a picture the card is a summary and no og:image', () => {
    const doc = parse(
      headTagsHtml({
        title: 'Cart',
        description: 'Your cart',
        canonical: 'https://shop.example/cart',
        type: 'website',
        noindex: true,
        price: { cents: 100, currency: 'USD' },
      }),
    );
    expect(doc.meta('robots')).toBe('noindex,nofollow');
    expect(doc.meta('twitter:card')).toBe('summary');
    expect(doc.meta('og:image')).toBeUndefined();
    expect(doc.meta('og:type')).toBe('website');
    // A price belongs to a product page only.
    expect(doc.meta('product:price:amount')).toBeUndefined();
    expect(doc.scripts).toHaveLength(0);
    expect(doc.preloads).toEqual([]);
  });

  it("fetches the page's largest picture early and at high priority, its path escaped", () => {
    const doc = parse(
      headTagsHtml({
        title: 'Design your room in 3-D',
        description: 'Rooms',
        canonical: 'https://shop.example/visualize',
        type: 'website',
        preloadImage: '/templates/kitchen-modern.jpg?a="b"&c',
      }),
    );
    expect(doc.preloads).toEqual([
      { rel: 'preload', as: 'image', fetchpriority: 'high', href: '/templates/kitchen-modern.jpg?a="b"&c' },
    ]);
  });
});

describe('trimDescription', () => {
  it('collapses whitespace and keeps a short text whole', () => {
    expect(trimDescription('  Two\t\twords \n here ')).toBe('Two words here');
  });

  it('cuts a long text on a word boundary within 160 characters, with an ellipsis', () => {
    const long = `${'Porcelain tile, '.repeat(20)}end`;
    const cut = trimDescription(long);
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('tile…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts one overlong word at the limit and never splits a surrogate pair', () => {
    expect(Array.from(trimDescription('x'.repeat(400))).length).toBe(160);
    const emoji = trimDescription('🛁'.repeat(300));
    expect(Array.from(emoji)).toHaveLength(160);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
