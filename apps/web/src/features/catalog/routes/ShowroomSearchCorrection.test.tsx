import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showroomSelection } from '../../../lib/showroom-selection.ts';
import { DEMO_SHOWROOM, MENU, searchResult } from '../../../testing/catalog-fixtures.ts';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import ShowroomShoppingPage from './ShowroomShoppingPage.tsx';

const ROUTE = '/visualize/contractor/all';

/** The server's answers: a misspelt word is corrected unless exact=1; the exact text finds nothing. */
function answer(r: FakeRequest) {
  const q = r.query.get('q') ?? '';
  if (r.query.get('exact') === '1' || q !== 'fawcet') return searchResult(0);
  return {
    ...searchResult(3, 1, (id) => `Brushed Nickel Faucet ${id}`),
    corrected: { query: 'faucet', original: q },
  };
}

function open(url: string) {
  const api = fakeApi({ 'GET /api/menu_category': ok(MENU), 'GET /api/search': (r) => ok(answer(r)) });
  const page = renderPage(ShowroomShoppingPage, { route: ROUTE, url });
  const lastSearch = () => api.calls('GET /api/search').at(-1)?.query ?? new URLSearchParams();
  const urlQuery = () => new URLSearchParams(page.router.state.location.search);
  return { ...page, api, lastSearch, urlQuery };
}

describe('Showroom search: "Showing results for …. Search instead for …"', () => {
  afterEach(() => showroomSelection.clear());

  it('says which words the results are for and links to the text as typed', async () => {
    showroomSelection.select(DEMO_SHOWROOM);
    const ui = open(`${ROUTE}?q=fawcet&page=1`);
    expect(await screen.findByRole('heading', { name: 'Showing results for “faucet”' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getByRole('link', { name: 'Brushed Nickel Faucet 1' })).toBeTruthy();
    // A real link, underlined (not told by colour alone), to the same list with exact=1.
    const instead = screen.getByRole('link', { name: 'Search instead for fawcet' });
    expect(instead.tagName).toBe('A');
    expect(instead.className).toContain('underline');
    expect(within(instead).getByText('fawcet').tagName).toBe('EM');
    expect(instead.getAttribute('href')).toBe(`${ROUTE}?q=fawcet&exact=1`);
    expect(ui.lastSearch().get('exact')).toBeNull();

    await ui.user.click(instead);
    await waitFor(() => expect(ui.lastSearch().get('exact')).toBe('1'));
    expect(ui.lastSearch().get('q')).toBe('fawcet');
    expect(ui.urlQuery().toString()).toBe('q=fawcet&exact=1');
    expect(await screen.findByText('No products found for “fawcet”')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Showing results for “fawcet”' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Search instead for/ })).toBeNull();
  });

  it('corrects a new search again: typing other words drops exact=1', async () => {
    showroomSelection.select(DEMO_SHOWROOM);
    const ui = open(`${ROUTE}?q=fawcte&exact=1`);
    await screen.findByText('No products found for “fawcte”');
    expect(ui.lastSearch().get('exact')).toBe('1');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await ui.user.clear(box);
    await ui.user.type(box, 'fawcet{Enter}');
    await waitFor(() => expect(ui.lastSearch().get('q')).toBe('fawcet'));
    expect(ui.lastSearch().get('exact')).toBeNull();
    expect(ui.urlQuery().toString()).toBe('q=fawcet');
    expect(await screen.findByRole('link', { name: 'Search instead for fawcet' })).toBeTruthy();
  });
});
