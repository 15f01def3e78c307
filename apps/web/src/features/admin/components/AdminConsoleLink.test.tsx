import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { AdminConsoleLink } from './AdminConsoleLink.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the way into the admin console on /account', () => {
  it('opens the console for an admin', async () => {
    setAuthToken(TOKEN);
    fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Admin' })) });
    const { user, router } = renderPage(AdminConsoleLink, { route: '/account' });
    const link = await screen.findByRole('link', { name: 'Open the admin console' });
    expect(link.getAttribute('href')).toBe('/admin');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows nothing to anyone else', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Vendor' })) });
    renderPage(AdminConsoleLink, { route: '/account' });
    await vi.waitFor(() => expect(api.calls('GET /api/authuser')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link', { name: 'Open the admin console' })).toBeNull();
  });
});
