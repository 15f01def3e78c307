import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showroomSelection } from '../../../lib/showroom-selection.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';
import { DEMO_SHOWROOM, MENU, searchResult } from '../../../testing/catalog-fixtures.ts';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import ShowroomShoppingPage from './ShowroomShoppingPage.tsx';

const ROUTE = '/visualize/contractor/all';

function open(url: string, answer = (r: FakeRequest) => searchResult(42, Number(r.query.get('page') ?? 1))) {
  const api = fakeApi({ 'GET /api/menu_category': ok(MENU), 'GET /api/search': (r) => ok(answer(r)) });
  const page = renderPage(ShowroomShoppingPage, { route: ROUTE, url });
  const lastSearch = () => api.calls('GET /api/search').at(-1)?.query ?? new URLSearchParams();
  const urlQuery = () => new URLSearchParams(page.router.state.location.search);
  return { ...page, api, lastSearch, urlQuery };
}

describe('Showroom shopping (/visualize/contractor/all)', () => {
  afterEach(() => showroomSelection.clear());

  it('without a showroom explains the page and shows the showroom-ID form, and searches nothing', async () => {
    const ui = open(ROUTE);
    expect(await screen.findByRole('heading', { name: 'Shop your contractor’s showroom' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Enter showroom ID' })).toBeTruthy();
    expect(screen.getByLabelText(/^Showroom ID/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(ui.api.calls('GET /api/search')).toHaveLength(0);
  });

  it('with a showroom and ?q= shows what was searched for, the showroom’s products and category counts', async () => {
    showroomSelection.select(DEMO_SHOWROOM);
    const ui = open(`${ROUTE}?q=calacata`, () => searchResult(3, 1, (id) => `Calacatta Gold Tile ${id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden State Remodeling' })).toBeTruthy();
    expect(screen.getByText('Showroom DEMO2026')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Showing results for “calacata”' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getByRole('link', { name: 'Calacatta Gold Tile 2' }).getAttribute('href')).toBe(
      '/product/hash2/DEMO2026',
    );
    expect(screen.getByText('Showing 1–3 of 3 products')).toBeTruthy();
    expect(ui.lastSearch().get('q')).toBe('calacata');
    expect(ui.lastSearch().get('vsd_id')).toBe('DEMO2026');
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe(
      'calacata',
    );
    // Facet counts: Tile Flooring = its two sub-categories (30 + 12).
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('button', { name: 'Tile Flooring (42)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Elmwood Floors (25)' })).toBeTruthy();
  });

  it('a search typed in the box goes into the URL and the request; a category keeps the words', async () => {
    showroomSelection.select(DEMO_SHOWROOM);
    const ui = open(`${ROUTE}?page=2`);
    await screen.findByText('Showing 11–20 of 42 products');
    await ui.user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'marble{Enter}');
    await waitFor(() => expect(ui.lastSearch().get('q')).toBe('marble'));
    expect(ui.urlQuery().toString()).toBe('q=marble');

    // While searching, only categories with matches are offered.
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).queryByRole('button', { name: /^Laminate Flooring/ })).toBeNull();
    await ui.user.click(within(nav).getByRole('button', { name: /^Tile Flooring/ }));
    await waitFor(() => expect(ui.lastSearch().get('category')).toBe('tile-flooring'));
    expect(ui.lastSearch().get('q')).toBe('marble');
    expect(ui.urlQuery().toString()).toBe('q=marble&category=tile-flooring');
    expect(readStored(STORAGE_KEYS.product_category)).toMatchObject({
      id: 13,
      name: 'Tile Flooring',
      slug_url: 'tile-flooring',
    });
  });

  it('opens on the stored product category when the URL names none (a home tile chosen before a showroom)', async () => {
    showroomSelection.select(DEMO_SHOWROOM);
    writeStored(STORAGE_KEYS.product_category, {
      id: 16,
      name: 'Laminate Flooring',
      slug_url: 'laminate-flooring',
    });
    const ui = open(ROUTE);
    await waitFor(() => expect(ui.urlQuery().get('category')).toBe('laminate-flooring'));
    await waitFor(() => expect(ui.lastSearch().get('category')).toBe('laminate-flooring'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Laminate Flooring' })).toBeTruthy();
  });

  it('nothing found: says so and offers ways out', async () => {
    showroomSelection.select(DEMO_SHOWROOM);
    const ui = open(`${ROUTE}?q=zzqx&category=tile-flooring`, () => searchResult(0));
    expect(await screen.findByText('No products found for “zzqx”')).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Search all categories' }));
    await waitFor(() => expect(ui.urlQuery().toString()).toBe('q=zzqx'));
    await ui.user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(ui.urlQuery().toString()).toBe(''));
  });
});
