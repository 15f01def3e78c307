import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session.tsx';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { authUser, TOKEN } from '../../../testing/users.ts';
import ProPortal from './ProPortal.tsx';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/pro', Component: ProPortal, children: [{ index: true, element: <p>Dashboard here</p> }] },
      { path: '*', Component: Where },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('the pro portal’s guard', () => {
  it('sends a signed-out visitor to the portal sign-in, to come back', async () => {
    fakeApi({});
    open('/pro');
    expect((await screen.findByTestId('where')).textContent).toBe('/pro/login?redirect=%2Fpro');
  });

  it('sends a signed-in homeowner home', async () => {
    setAuthToken(TOKEN);
    fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'User' })) });
    open('/pro');
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it('shows a pro the portal’s menu and the page', async () => {
    setAuthToken(TOKEN);
    fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Contractor' })) });
    open('/pro');
    expect(await screen.findByText('Dashboard here')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pro portal' }).textContent).toContain('Payouts');
    const clients = within(screen.getByRole('navigation', { name: 'Pro portal' })).getByRole('link', {
      name: 'Clients',
    });
    expect(clients.getAttribute('href')).toBe('/pro/clients');
  });
});
