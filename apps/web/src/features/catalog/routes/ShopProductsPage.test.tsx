import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { showroomSelection } from '../../../lib/showroom-selection.ts';
import { DEMO_SHOWROOM, MENU, searchResult, TILE_FLOORING_INFO } from '../../../testing/catalog-fixtures.ts';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import ShopProductsPage from './ShopProductsPage.tsx';

const ROUTE = '/category/:category/product';

/** Like the home layout: the routed view is re-created for every full path, query included. */
function RecreatedPerFullPath() {
  const location = useLocation();
  return (
    <main key={location.pathname + location.search}>
      <ShopProductsPage />
    </main>
  );
}

function open(url: string, total = 42) {
  const api = fakeApi({
    'GET /api/public': ok(TILE_FLOORING_INFO),
    'GET /api/menu_category': ok(MENU),
    'GET /api/search': (r: FakeRequest) => ok(searchResult(total, Number(r.query.get('page') ?? 1))),
  });
  const page = renderPage(ShopProductsPage, { route: ROUTE, url });
  const searches = () => api.calls('GET /api/search');
  const lastSearch = () => searches().at(-1)?.query ?? new URLSearchParams();
  const urlQuery = () => new URLSearchParams(page.router.state.location.search);
  return { ...page, api, searches, lastSearch, urlQuery };
}

describe('Product list of a category (shop-products)', () => {
  afterEach(() => showroomSelection.clear());

  it('shows the category, 10 priced cards for the selected showroom and the results count', async () => {
    showroomSelection.select(DEMO_SHOWROOM);
    const ui = open('/category/tile-flooring/product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tile Flooring' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 42 products')).toBeTruthy();
    expect(screen.getByText(/Prices shown for/).textContent).toContain('Golden State Remodeling');
    const link = within(grid).getByRole('link', { name: 'Porcelain Tile 1' });
    expect(link.getAttribute('href')).toBe('/product/hash1/DEMO2026');
    expect(within(grid).getAllByText('$89.60')).toHaveLength(10);
    expect(ui.lastSearch().get('category')).toBe('tile-flooring');
    expect(ui.lastSearch().get('vsd_id')).toBe('DEMO2026');
    expect(ui.lastSearch().get('ppp')).toBe('10');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Flooring' }).getAttribute('href')).toBe(
      '/department/flooring',
    );
    await waitFor(() => expect(document.title).toBe('Tile Flooring products | Remodel Marketplace'));
  });

  it('without a showroom says the prices are the platform’s and asks for none', async () => {
    const ui = open('/category/tile-flooring/product');
    expect(await screen.findByText(/Standard platform prices/)).toBeTruthy();
    await screen.findByRole('list', { name: 'Products' });
    expect(ui.lastSearch().has('vsd_id')).toBe(false);
  });

  it('a brand, a colour and a price range go into the URL query and the request, back to page 1', async () => {
    const ui = open('/category/tile-flooring/product?page=3');
    await screen.findByRole('list', { name: 'Products' });
    expect(ui.lastSearch().get('page')).toBe('3');

    await ui.user.click(screen.getByRole('checkbox', { name: 'Larkspur Stone (17)' }));
    await waitFor(() => expect(ui.urlQuery().get('brand')).toBe('12'));
    expect(ui.urlQuery().has('page')).toBe(false);
    await waitFor(() => expect(ui.lastSearch().get('brand')).toBe('12'));
    expect(ui.lastSearch().get('page')).toBe('1');

    await ui.user.click(screen.getByRole('radio', { name: 'Blue' }));
    await waitFor(() => expect(ui.lastSearch().get('color')).toBe('Blue'));
    expect(ui.urlQuery().get('color')).toBe('Blue');

    const min = screen.getByLabelText('Minimum price');
    await ui.user.type(min, '12.345abc');
    expect((min as HTMLInputElement).value).toBe('12.34');
    await ui.user.type(screen.getByLabelText('Maximum price'), '1.2.9');
    expect((screen.getByLabelText('Maximum price') as HTMLInputElement).value).toBe('1.29');
    expect(screen.getByRole('alert').textContent).toContain('minimum price is above the maximum');
    await ui.user.clear(screen.getByLabelText('Maximum price'));
    await ui.user.type(screen.getByLabelText('Maximum price'), '300');
    await ui.user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(ui.lastSearch().get('max_price')).toBe('300'));
    expect(ui.lastSearch().get('min_price')).toBe('12.34');
    expect(ui.urlQuery().toString()).toBe('brand=12&color=Blue&min_price=12.34&max_price=300');

    await ui.user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(ui.urlQuery().toString()).toBe(''));
  });

  it('sorting by price goes into the URL and the request', async () => {
    const ui = open('/category/tile-flooring/product');
    await screen.findByRole('list', { name: 'Products' });
    await ui.user.click(screen.getByRole('button', { name: /Sort by/ }));
    await ui.user.click(await screen.findByRole('menuitemradio', { name: 'Price: high to low' }));
    await waitFor(() => expect(ui.lastSearch().get('sort')).toBe('price_desc'));
    expect(ui.urlQuery().get('sort')).toBe('price_desc');
  });

  it('reads its state from the URL, so a reload shows the same page', async () => {
    const ui = open('/category/tile-flooring/product?page=2&sort=price_asc&brand=5,12&min_price=10');
    await screen.findByText('Showing 11–20 of 42 products');
    const q = ui.lastSearch();
    expect([q.get('page'), q.get('sort'), q.get('brand'), q.get('min_price')]).toEqual([
      '2',
      'price_asc',
      '5,12',
      '10',
    ]);
    expect((screen.getByRole('checkbox', { name: 'Elmwood Floors (25)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText('Minimum price') as HTMLInputElement).value).toBe('10');
  });

  it('the jump field takes digits only and clamps a page past the end to the last page', async () => {
    const ui = open('/category/tile-flooring/product');
    await screen.findByText('Showing 1–10 of 42 products');
    const jump = screen.getByLabelText('Go to page');
    await ui.user.type(jump, '9x9y9');
    expect((jump as HTMLInputElement).value).toBe('999');
    await ui.user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(ui.urlQuery().get('page')).toBe('5'));
    expect(await screen.findByText('Showing 41–42 of 42 products')).toBeTruthy();
    expect(ui.lastSearch().get('page')).toBe('5');
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a helpful empty state when nothing matches', async () => {
    open('/category/tile-flooring/product?color=Blue', 0);
    expect(await screen.findByText('No products match these filters')).toBeTruthy();
    expect(screen.getByText('No products')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).toBeNull();
  });

  it('an unknown category says so', async () => {
    fakeApi({ 'GET /api/public': { status: 404, body: { message: 'Record not found for processing.' } } });
    renderPage(ShopProductsPage, { route: ROUTE, url: '/category/nope/product' });
    expect(await screen.findByText('We could not find this category')).toBeTruthy();
  });

  it('keeps the keyboard focus on the filter used although the layout re-creates the page', async () => {
    fakeApi({
      'GET /api/public': ok(TILE_FLOORING_INFO),
      'GET /api/menu_category': ok(MENU),
      'GET /api/search': (r: FakeRequest) => ok(searchResult(42, Number(r.query.get('page') ?? 1))),
    });
    const ui = renderPage(RecreatedPerFullPath, { route: ROUTE, url: '/category/tile-flooring/product' });
    const before = await screen.findByRole('checkbox', { name: 'Larkspur Stone (17)' });
    await ui.user.click(before);
    await waitFor(() => expect(ui.router.state.location.search).toBe('?brand=12'));
    const after = await screen.findByRole('checkbox', { name: 'Larkspur Stone (17)', checked: true });
    expect(after).not.toBe(before);
    await waitFor(() => expect(document.activeElement).toBe(after));

    await ui.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(ui.router.state.location.search).toBe('?brand=12&page=2'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Showing 11–20 of 42 products'));

    await ui.user.click(screen.getByRole('button', { name: /Sort by/ }));
    await ui.user.click(await screen.findByRole('menuitemradio', { name: 'Newest' }));
    await waitFor(() => expect(ui.router.state.location.search).toBe('?brand=12&sort=newest'));
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Newest'));
    expect(document.activeElement?.getAttribute('aria-haspopup')).toBe('menu');
  });
});
