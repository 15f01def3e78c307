import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';
import { fakeApi } from '../../testing/static-fake-api.ts';
import { portalRoutes } from '../portal-routes.tsx';
import { mergeMeta } from '../route-meta.ts';
import { HomeLayout } from './HomeLayout.tsx';

/** The home layout around a shop page and a page with each portal's route meta (portal-routes.tsx). */
function openAt(url: string) {
  const handleOf = (path: string) => portalRoutes.find((r) => r.path === path)?.handle;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <HomeLayout />,
        children: [
          { index: true, element: <p>Shop page</p> },
          ...['pro', 'vendor', 'admin'].map((path) => ({
            path,
            handle: { ...handleOf(path), auth: false },
            element: <p>Portal page</p>,
          })),
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('the portals wear the portal chrome, not the shop’s (issue 22 A6)', () => {
  it('the pro, vendor and admin routes ask for it in their meta', () => {
    for (const path of ['pro', 'vendor', 'admin'])
      expect(mergeMeta([portalRoutes.find((r) => r.path === path)?.handle]).chrome).toBe('portal');
  });

  it.each(['/pro', '/vendor', '/admin'])(
    '%s: the logo and the account menu; no shop menus, cart or lead button',
    async (url) => {
      fakeApi({ userType: url === '/pro' ? 'Contractor' : url === '/vendor' ? 'Vendor' : 'Admin' });
      openAt(url);
      expect(await screen.findByText('Portal page')).toBeTruthy();
      const header = screen.getByRole('banner');
      expect(
        within(header)
          .getByRole('link', { name: /Remodel Market/ })
          .getAttribute('href'),
      ).toBe('/');
      expect(await within(header).findByRole('button', { name: /Ann/ })).toBeTruthy();
      expect(within(header).queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(within(header).queryByRole('navigation', { name: 'Departments' })).toBeNull();
      expect(within(header).queryByRole('button', { name: 'Menu' })).toBeNull();
      expect(within(header).queryByRole('link', { name: /Cart/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save up to 30%' })).toBeNull();
      expect(screen.getByRole('contentinfo').textContent).toContain('All rights reserved.');
    },
  );

  it('a shop page keeps the shop’s header menus, cart and lead button', async () => {
    fakeApi({ userType: 'User' });
    openAt('/');
    expect(await screen.findByText('Shop page')).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: /Cart/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save up to 30%' })).toBeTruthy();
  });
});
