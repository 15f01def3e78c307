import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusAcrossSearch } from './use-focus-across-search.ts';

/** The app's layout re-creates the page on every address, search included (app/layouts/HomeLayout). */
function Layout() {
  const location = useLocation();
  return (
    <main id="main" key={location.pathname + location.search}>
      <Outlet />
    </main>
  );
}

function Page() {
  useFocusAcrossSearch();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>Tab {params.get('tab') ?? 'products'}</p>
      <button type="button" onClick={() => setParams({ tab: 'brands' })}>
        Brands
      </button>
      <button type="button" onClick={() => setParams({})}>
        Products
      </button>
    </>
  );
}

function open() {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/admin/catalogue', Component: Page },
          { path: '/admin/users', Component: Page },
        ],
      },
    ],
    { initialEntries: ['/admin/catalogue'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusAcrossSearch', () => {
  it('puts the focus back on the same control when a search change re-creates the page', async () => {
    const user = userEvent.setup();
    open();
    const before = screen.getByRole('button', { name: 'Brands' });
    await user.click(before);
    expect(await screen.findByText('Tab brands')).toBeTruthy();
    const after = screen.getByRole('button', { name: 'Brands' });
    // A new button (the page was re-created), and the focus is on it.
    expect(after).not.toBe(before);
    await waitFor(() => expect(document.activeElement).toBe(after));
  });

  it('leaves the focus alone when the admin opens another page', async () => {
    const user = userEvent.setup();
    const router = open();
    await user.click(screen.getByRole('button', { name: 'Brands' }));
    await router.navigate('/admin/users?tab=brands');
    expect(await screen.findByText('Tab brands')).toBeTruthy();
    // Given the time the focus would have taken to come back.
    await new Promise((r) => setTimeout(r, 150));
    expect(document.activeElement).toBe(document.body);
  });
});
