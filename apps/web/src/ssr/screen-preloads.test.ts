import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../app/route-meta.ts';
import { routes } from '../app/routes.tsx';
import { screenOf } from '../app/screens.ts';
import { screenPreloads, screenPreloadsTag } from './screen-preloads.ts';

const product = '../features/product/routes/ProductPage.tsx';
const map = {
  [product]: ['/assets/ProductPage-a1.js', '/assets/Price-b2.js'],
  '../features/cart/routes/CartPage.tsx': ['/assets/CartPage-c3.js', '/assets/Price-b2.js'],
};

describe('the chunks a drawn page lists for its screen (issue 23)', () => {
  it('names the chunks of the screens the path matches, once each', () => {
    expect(screenPreloads(routes, '/product/abc/DEMO2026', map)).toEqual(map[product]);
    expect(screenPreloads(routes, '/cart', map)).toEqual(['/assets/CartPage-c3.js', '/assets/Price-b2.js']);
  });

  it('lists nothing for a screen the build did not map, or a path no route draws', () => {
    expect(screenPreloads(routes, '/our-brands', map)).toEqual([]);
    expect(screenPreloads(routes, '/product/abc/DEMO2026', {})).toEqual([]);
  });

  it('every route the server draws names its screen module, so the page can list its chunks', () => {
    const drawn: Array<[string | undefined, string | null]> = [];
    const walk = (list: typeof routes) => {
      for (const route of list) {
        if ((route.handle as RouteMeta | undefined)?.serverDrawn)
          drawn.push([route.path, screenOf(route.lazy)]);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.filter(([, screen]) => screen === null)).toEqual([]);
    expect(drawn).toContainEqual(['product/:hash/:vsd_id?', product]);
  });

  it('hands the list over in one escaped meta tag, or none', () => {
    expect(screenPreloadsTag(['/assets/a.js', '/assets/b"c.js'])).toBe(
      '<meta name="screen-modules" content="/assets/a.js /assets/b&quot;c.js">',
    );
    expect(screenPreloadsTag([])).toBe('');
  });
});
