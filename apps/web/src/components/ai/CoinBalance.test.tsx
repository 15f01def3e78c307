import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';
import { STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { AI_TOKEN, aiUserOf } from '../../testing/ai-fixtures.ts';
import { fakeApi, ok } from '../../testing/fake-api.ts';
import { Header } from '../layout/Header.tsx';

const GET_USER = 'GET /api/AI/get_user';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the AI coins in the header (issue 26 point 1)', () => {
  it('shows the balance beside AI 3D Design, linking to /design-ai, and in the off-canvas menu', async () => {
    writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
    fakeApi({ [GET_USER]: ok({ user: aiUserOf({ coins: 1250 }) }), 'GET /api/menu_category': ok([]) });
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    const coins = await within(main).findByRole('link', { name: '1,250 AI design coins' });
    expect(coins.getAttribute('href')).toBe('/design-ai');
    expect(coins.textContent).toBe('1,250');
    // Right after AI 3D Design.
    expect(coins.previousElementSibling?.textContent).toBe('AI 3D Design');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const row = within(menu).getByRole('link', { name: '1,250 AI design coins' });
    expect(row.getAttribute('href')).toBe('/design-ai');
    expect(row.closest('li')?.previousElementSibling?.textContent).toBe('AI 3D Design');
  });

  it('shows no coins, and asks for none, without an AI session', async () => {
    const api = fakeApi({ [GET_USER]: ok({ user: aiUserOf() }), 'GET /api/menu_category': ok([]) });
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'AI 3D Design' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'AI 3D Design' })).toBeTruthy();
    expect(screen.queryByTestId('coin-balance')).toBeNull();
    expect(api.calls(GET_USER)).toHaveLength(0);
  });

  it('shows none when the AI token is refused, and forgets it', async () => {
    writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
    const api = fakeApi({ [GET_USER]: { status: 401, body: { message: 'Unauthenticated.' } } });
    renderHeader();
    await waitFor(() => expect(api.calls(GET_USER)).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('AIauthToken')).toBeNull());
    expect(screen.queryByTestId('coin-balance')).toBeNull();
  });
});
