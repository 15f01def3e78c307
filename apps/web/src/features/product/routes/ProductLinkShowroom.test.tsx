import type { ShopProfile } from '@app/domain/showrooms/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showroomSelection } from '../../../lib/showroom-selection.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { DEMO_SHOWROOM, demoShopProfile } from '../../../testing/catalog-fixtures.ts';
import { jsonResponse, renderGuarded } from '../../../testing/test-helpers.tsx';
import { fakeProductApi, tileProduct } from '../testing/fake-product-api.ts';
import ProductPage from './ProductPage.tsx';

const PREMIUM = demoShopProfile();

/** The product page on a deep link, with GET shop_profile answering `profile` for its vsd_id (else `{}`). */
function openLink(path: string, profile: ShopProfile | null) {
  const api = fakeProductApi(tileProduct(), {}, (call) => {
    if (call.path !== '/api/visualization/shop_profile') return undefined;
    const found = profile && call.query.get('vsd_id') === profile.vsd_id;
    return jsonResponse(200, { success: true, data: found ? { profile, category: [] } : {} });
  });
  renderGuarded([{ path: 'product/:hash/:vsd_id?', element: <ProductPage /> }], path);
  return api;
}

afterEach(() => {
  showroomSelection.clear();
  vi.unstubAllGlobals();
});

describe('/product/{hash}/{vsd_id} opened in a fresh session (issue 22 A5)', () => {
  it('selects the link’s showroom as entering its ID on the home page does (my_item), theme and logo on', async () => {
    expect(showroomSelection.get()).toBeNull();
    openLink('/product/p7x2k9q4/DEMO2026', PREMIUM);
    await screen.findByRole('heading', { level: 1, name: 'Calacatta Gold Porcelain Tile 24x48' });
    await waitFor(() => expect(showroomSelection.get()).not.toBeNull());
    // The very value the home page's Enter-Showroom-ID form stores (ShowroomEntry: select(myItemOf(found))).
    expect(readStored(STORAGE_KEYS.my_item)).toEqual({
      showroom: 2,
      shop_id: 1,
      vsd_id: 'DEMO2026',
      company_name: 'Golden State Remodeling',
      theme_color: '#b45309',
      business_logo: '/media/showrooms/DEMO2026.svg',
      custom_addon: 1,
      basic_addon: 'active',
      showroom_subscription: 'Premium',
    });
    expect(showroomSelection.get()).toMatchObject({
      vsd_id: 'DEMO2026',
      custom_addon: 1,
      theme_color: '#b45309',
    });
  });

  it('selects nothing for an ID no showroom has, and the page still shows the product', async () => {
    const { calls } = openLink('/product/p7x2k9q4/NOPE0000', PREMIUM);
    await screen.findByRole('heading', { level: 1, name: 'Calacatta Gold Porcelain Tile 24x48' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/visualization/shop_profile')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(showroomSelection.get()).toBeNull();
    expect(readStored(STORAGE_KEYS.my_item)).toBeNull();
  });

  it('keeps a showroom the visitor already chose, and asks for no profile', async () => {
    showroomSelection.select({ ...DEMO_SHOWROOM, vsd_id: 'BAYPRO01', company_name: 'Bay Area Pro Builders' });
    const { calls } = openLink('/product/p7x2k9q4/DEMO2026', PREMIUM);
    await screen.findByRole('heading', { level: 1 });
    expect(calls.some((c) => c.path === '/api/visualization/shop_profile')).toBe(false);
    expect(showroomSelection.get()?.vsd_id).toBe('BAYPRO01');
  });
});
