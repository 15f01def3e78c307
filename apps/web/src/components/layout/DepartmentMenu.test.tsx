import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuDepartment } from '../../lib/catalog-types.ts';
import { readStored, STORAGE_KEYS } from '../../lib/storage.ts';
import { jsonResponse, Where } from '../../testing/test-helpers.tsx';
import { DepartmentMenu } from './DepartmentMenu.tsx';

const leaf = (id: number, name: string, slug_url: string) => ({
  id,
  name,
  slug_url,
  product_count: 3,
  children: [],
});
/** A department's top category: the menu answer gives it an image. */
const top = (id: number, name: string, slug_url: string) => ({
  ...leaf(id, name, slug_url),
  image: `/media/categories/${slug_url}.svg`,
});
const MENU: MenuDepartment[] = [
  { id: 1, name: 'Kitchen', menu_slug: 'kitchen', categories: [top(1, 'Kitchen Sinks', 'kitchen-sinks')] },
  {
    id: 3,
    name: 'Flooring',
    menu_slug: 'flooring',
    categories: [
      { ...top(13, 'Tile Flooring', 'tile-flooring'), children: [leaf(14, 'Porcelain Tile', '')] },
      top(20, 'Laminate Flooring', 'laminate-flooring'),
    ],
  },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, data: MENU }));
});
afterEach(() => vi.unstubAllGlobals());

function renderBar() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <DepartmentMenu dark={false} />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('department bar of wide screens (spec point 2)', () => {
  it('holds its place with an empty bar of the same height while the menu loads (issue 23: no layout shift)', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderBar();
    const placeholder = screen.getByTestId('department-bar-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('navigation', { name: 'Departments' })).toBeNull();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(jsonResponse(200, { success: true, data: MENU }));
    const bar = await screen.findByRole('navigation', { name: 'Departments' });
    expect(screen.queryByTestId('department-bar-placeholder')).toBeNull();
    // The same border and height: the bar takes the placeholder's place without moving the page.
    expect(bar.className).toBe(placeholder.className.replace(' h-10', ''));
    expect(placeholder.classList.contains('h-10')).toBe(true);
    expect(bar.querySelector('ul')?.classList.contains('h-10')).toBe(true);
  });

  it('opens a department on click, lists its categories and Shop All, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderBar();
    const flooring = await screen.findByRole('button', { name: 'Flooring' });
    expect(flooring.getAttribute('aria-expanded')).toBe('false');
    await user.click(flooring);
    expect(flooring.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(flooring.getAttribute('aria-controls') ?? '')!;
    expect(within(panel).getByRole('link', { name: 'Shop All Flooring' }).getAttribute('href')).toBe(
      '/department/flooring',
    );
    expect(within(panel).getByRole('link', { name: 'Tile Flooring' }).getAttribute('href')).toBe(
      '/department/flooring/tile-flooring',
    );
    expect(within(panel).getByRole('link', { name: 'Porcelain Tile' }).getAttribute('href')).toBe(
      '/category/14/product',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Tile Flooring' })).toBeNull();
    expect(document.activeElement).toBe(flooring);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/menu_category');
  }, 20_000);

  it('opens on hover; a leaf link stores the product category and closes the panel', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.hover(await screen.findByRole('button', { name: 'Flooring' }));
    await user.click(screen.getByRole('link', { name: 'Laminate Flooring' }));
    expect(screen.getByTestId('where').textContent).toBe('/category/laminate-flooring/product');
    expect(readStored(STORAGE_KEYS.product_category)).toEqual({
      id: 20,
      name: 'Laminate Flooring',
      slug_url: 'laminate-flooring',
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Laminate Flooring' })).toBeNull());
  }, 20_000);
});
