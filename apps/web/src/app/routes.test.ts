import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mergeMeta } from './route-meta.ts';
import { routes } from './routes.tsx';

/** One concrete URL per route of spec point 2. */
const SPEC_URLS = [
  '/',
  '/department/kitchen',
  '/department/kitchen/cabinets',
  '/category/tiles',
  '/category/tiles/product',
  '/design-ai',
  '/design-ai/login',
  '/design-ai/singup',
  '/design-ai/welcome',
  '/login',
  '/register',
  '/register/contractor',
  '/reset_password',
  '/password_reset',
  '/change_password',
  '/about_us',
  '/contact',
  '/faq',
  '/return_policy',
  '/your_orders',
  '/cookies_policy',
  '/terms_of_service',
  '/privacy_policy',
  '/our-brands',
  '/pro-account',
  '/product/abc123',
  '/product/abc123/DEMO2026',
  '/product-details',
  '/cart',
  '/checkout',
  '/checkout-payment',
  '/thankyou',
  '/payout_setup',
  '/account_verify',
  '/account',
  '/verifiction',
  '/notification',
  '/verify/some-hash',
  '/visualize',
  '/visualize/contractor/all',
  '/visualize/checklist',
  '/projects',
  '/404',
];

const metaOf = (url: string) => mergeMeta((matchRoutes(routes, url) ?? []).map((m) => m.route.handle));

describe('route table (spec point 2)', () => {
  it('has a screen for every route of the spec, all under the home layout', () => {
    for (const url of SPEC_URLS) {
      const matches = matchRoutes(routes, url);
      const leaf = matches?.at(-1)?.route;
      expect(leaf?.path, url).not.toBe('*');
      expect(leaf?.lazy, url).toBeTypeOf('function');
      expect(matches?.[0].route.path, url).toBe('/');
    }
  });

  it('marks exactly the spec’s auth routes as protected', () => {
    const protectedUrls = SPEC_URLS.filter((url) => metaOf(url).auth);
    expect(protectedUrls).toEqual([
      '/change_password',
      '/checkout',
      '/checkout-payment',
      '/thankyou',
      '/payout_setup',
      '/account',
      '/verifiction',
      '/notification',
    ]);
    expect(metaOf('/cart').auth).toBeUndefined();
  });

  it('defaults to the new layout with newHeader No; AI design uses the old layout', () => {
    expect(metaOf('/faq')).toMatchObject({ layout: 'new', newHeader: 'No' });
    expect(metaOf('/design-ai/login').layout).toBe('old');
  });

  it('redirects an unknown path to /404', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] });
    await router.initialize();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await waitForIdle(router);
    expect(router.state.location.pathname).toBe('/404');
    router.dispose();
  });
});

async function waitForIdle(router: ReturnType<typeof createMemoryRouter>) {
  for (let i = 0; i < 50 && (router.state.navigation.state !== 'idle' || !router.state.initialized); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
