import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuDepartment } from '../../lib/catalog-types.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { readStored, STORAGE_KEYS } from '../../lib/storage.ts';
import { fakeApi } from '../../testing/static-fake-api.ts';
import { jsonResponse, Where } from '../../testing/test-helpers.tsx';
import { MenuButton } from './MenuButton.tsx';

type TopCategory = MenuDepartment['categories'][number];
const sub = (id: number, name: string, slug_url: string) => ({
  id,
  name,
  slug_url,
  product_count: 10,
  children: [],
});
const cat = (id: number, name: string, slug_url: string, children: TopCategory['children'] = []) => ({
  ...sub(id, name, slug_url),
  image: `/media/categories/${slug_url}.svg`,
  children,
});
const MENU: MenuDepartment[] = [
  { id: 1, name: 'Kitchen', menu_slug: 'kitchen', categories: [cat(1, 'Kitchen Sinks', 'kitchen-sinks')] },
  {
    id: 3,
    name: 'Flooring',
    menu_slug: 'flooring',
    categories: [
      cat(13, 'Tile Flooring', 'tile-flooring', [
        sub(14, 'Porcelain Tile', 'porcelain-tile'),
        sub(15, 'Ceramic Tile', 'ceramic-tile'),
      ]),
      cat(20, 'Laminate Flooring', 'laminate-flooring'),
    ],
  },
];

let fetchMock: ReturnType<typeof fakeApi>;
beforeEach(() => {
  fetchMock = fakeApi();
  const settings = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/menu_category')
      ? jsonResponse(200, { success: true, data: MENU })
      : settings(url),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <MenuButton />
          </>
        ),
      },
    ],
    { initialEntries: ['/about_us'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const menuCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/menu_category'));

describe('off-canvas menu submenus (spec point 2)', () => {
  it('slides through department, category and sub-categories, and a leaf stores the category and closes', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });

    await user.click(await within(dialog).findByRole('button', { name: 'Flooring' }));
    const back = within(dialog).getByRole('button', { name: 'Back to Menu' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(within(dialog).getByRole('heading', { name: 'Flooring' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Shop All Flooring' }).getAttribute('href')).toBe(
      '/department/flooring',
    );
    expect(within(dialog).getByRole('link', { name: 'Laminate Flooring' }).getAttribute('href')).toBe(
      '/category/laminate-flooring/product',
    );
    expect(within(dialog).queryByRole('button', { name: 'Kitchen' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Tile Flooring' }));
    expect(within(dialog).getByRole('heading', { name: 'Tile Flooring' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Shop All Tile Flooring' }).getAttribute('href')).toBe(
      '/department/flooring/tile-flooring',
    );
    expect(within(dialog).getByRole('link', { name: 'Ceramic Tile' })).toBeTruthy();

    const backToFlooring = within(dialog).getByRole('button', { name: 'Back to Flooring' });
    await user.click(backToFlooring);
    expect(within(dialog).queryByRole('link', { name: 'Ceramic Tile' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Tile Flooring' })),
    );

    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('link', { name: 'Porcelain Tile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/category/porcelain-tile/product');
    expect(readStored(STORAGE_KEYS.product_category)).toEqual({
      id: 14,
      name: 'Porcelain Tile',
      slug_url: 'porcelain-tile',
    });

    // Reopened at the top, with the menu fetched once.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: 'Flooring' })).toBeTruthy();
    expect(menuCalls()).toHaveLength(1);
  }, 20_000);

  it('reopens where it was left after Escape', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Flooring' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('heading', { name: 'Flooring' })).toBeTruthy();
  }, 20_000);
});
