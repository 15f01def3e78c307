import type { VendorProductRow } from '@app/domain/catalog/vendor-products-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { type FakeRequest, fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import VendorProductsPage from './VendorProductsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (over: Partial<VendorProductRow>): VendorProductRow => ({
  id: 1,
  hash: 'abcde0000001',
  name: 'Calacatta Tile',
  category: { id: 12, name: 'Porcelain Tile' },
  brand: { id: 3, name: 'Silverline' },
  sizes_count: 2,
  price_from_cents: 1250,
  state: 'listed',
  moderation_reason: null,
  updated_at: '2026-11-26T10:00:00Z',
  ...over,
});

const page = (data: VendorProductRow[], total = data.length, lastPage = 1, current = 1) => ({
  data,
  total,
  per_page: 10,
  current_page: current,
  last_page: lastPage,
  path: '/api/vendor/products',
  links: [],
});

const OPTIONS = {
  categories: [
    { id: 12, name: 'Porcelain Tile', path: 'Flooring › Tile Flooring', unit: 'Box', uom: 'sq ft' },
  ],
  brands: [{ id: 3, name: 'Silverline' }],
  units: ['Box', 'Piece'],
  styles: ['Modern'],
  patterns: ['tile'],
};

function asVendor(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({
    'GET /api/authuser': ok(authUser({ type: 'Vendor' })),
    'GET /api/vendor/catalog_options': ok(OPTIONS),
    ...routes,
  });
}
const render = (url = '/vendor/products') =>
  renderPage(VendorProductsPage, { route: '/vendor/products', url });

describe('/vendor/products', () => {
  it('lists the vendor’s products with their state, price from and sizes; the admin’s reason shows', async () => {
    asVendor({
      'GET /api/vendor/products': ok(
        page([
          row({}),
          row({ id: 2, name: 'Oak Plank', state: 'hidden', sizes_count: 1, price_from_cents: 899 }),
          row({ id: 3, name: 'Fake Marble', state: 'moderated', moderation_reason: 'Misleading photos' }),
        ]),
      ),
    });
    render();
    const table = await screen.findByRole('table', { name: 'Your products' });
    const first = within(table).getByRole('rowheader', { name: 'Calacatta Tile' }).closest('tr')!;
    expect(within(first).getByText('Listed')).toBeTruthy();
    expect(within(first).getByText('from $12.50')).toBeTruthy();
    expect(within(first).getByText('Porcelain Tile')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Hide Calacatta Tile' })).toBeTruthy();
    const hidden = within(table).getByRole('rowheader', { name: 'Oak Plank' }).closest('tr')!;
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    expect(within(hidden).getByRole('button', { name: 'Show Oak Plank' })).toBeTruthy();
    const moderated = within(table).getByRole('rowheader', { name: 'Fake Marble' }).closest('tr')!;
    expect(within(moderated).getByText('Hidden by admin')).toBeTruthy();
    expect(within(moderated).getByText('Reason: Misleading photos')).toBeTruthy();
    expect(within(moderated).queryByRole('button')).toBeNull();
    expect(within(first).getByRole('link', { name: 'Calacatta Tile' }).getAttribute('href')).toBe(
      '/vendor/products/1',
    );
    expect(screen.getAllByRole('link', { name: 'Add product' })[0]!.getAttribute('href')).toBe(
      '/vendor/products/new',
    );
  });

  it('hides a product and reads the list again; a refusal says the server’s reason', async () => {
    let state: VendorProductRow['state'] = 'listed';
    const api = asVendor({
      'GET /api/vendor/products': () => ok(page([row({ state })])),
      'POST /api/vendor/products/1/hide': () => {
        state = 'hidden';
        return ok({ ...row({ state }) }, 'Your product is hidden from shoppers.');
      },
      'POST /api/vendor/products/1/show': invalid({
        state: [
          'The marketplace hid the brand Silverline: Recall. Contact support to list its products again.',
        ],
      }),
    });
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Your products' });
    await user.click(within(table).getByRole('button', { name: 'Hide Calacatta Tile' }));
    expect(await screen.findByText('Your product is hidden from shoppers.')).toBeTruthy();
    expect(api.calls('POST /api/vendor/products/1/hide')).toHaveLength(1);
    const show = await within(table).findByRole('button', { name: 'Show Calacatta Tile' });
    await user.click(show);
    expect(
      await screen.findByText(
        'The marketplace hid the brand Silverline: Recall. Contact support to list its products again.',
      ),
    ).toBeTruthy();
  });

  it('searches by name and filters by category and state, keeping them in the URL; pages through', async () => {
    const api = asVendor({
      'GET /api/vendor/products': (r: FakeRequest) =>
        ok(
          page(
            [row({ name: `Result ${r.query.get('page') ?? 1}` })],
            25,
            3,
            Number(r.query.get('page') ?? 1),
          ),
        ),
    });
    const { user, router } = render();
    await screen.findByRole('rowheader', { name: 'Result 1' });
    await user.type(screen.getByLabelText('Search by name'), 'quartz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('State'), 'hidden');
    await user.selectOptions(screen.getByLabelText('Category'), '12');
    await waitFor(() => expect(router.state.location.search).toBe('?q=quartz&category_id=12&state=hidden'));
    await waitFor(() => {
      const last = api.calls('GET /api/vendor/products').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({
        q: 'quartz',
        category_id: '12',
        state: 'hidden',
        page: '1',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('rowheader', { name: 'Result 2' })).toBeTruthy();
    expect(router.state.location.search).toContain('page=2');
  });

  it('points a vendor without products to Add and to Import; says when a filter matches nothing', async () => {
    asVendor({
      'GET /api/vendor/products': ok(page([], 0)),
    });
    const { user } = render();
    expect(await screen.findByText('You have no products yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a product' }).getAttribute('href')).toBe(
      '/vendor/products/new',
    );
    expect(screen.getByRole('link', { name: 'import your catalogue' }).getAttribute('href')).toBe(
      '/vendor/import',
    );
    await user.type(screen.getByLabelText('Search by name'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No product matches these filters.')).toBeTruthy();
    // One click back to the whole catalogue: the search box empties with it.
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByText('You have no products yet.')).toBeTruthy();
    expect((screen.getByLabelText('Search by name') as HTMLInputElement).value).toBe('');
  });
});
