import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_TOKEN, aiUserOf } from '../testing/ai-fixtures.ts';
import { fakeApi, ok } from '../testing/fake-api.ts';
import { jsonResponse } from '../testing/test-helpers.tsx';
import { TOKEN } from '../testing/users.ts';
import { signInAi, useAiSession } from './ai-session.ts';
import { getAiAuthToken, getAuthToken, STORAGE_KEYS, setAuthToken, writeStored } from './storage.ts';

const GET_USER = 'GET /api/AI/get_user';

function Probe() {
  const { user, isLoading, signOut } = useAiSession();
  return (
    <div>
      <p data-testid="ai">{isLoading ? 'loading' : (user?.email ?? 'nobody')}</p>
      <button type="button" onClick={signOut}>
        AI sign out
      </button>
    </div>
  );
}

const renderProbe = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Probe />
    </QueryClientProvider>,
  );
const shown = () => screen.getByTestId('ai').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('the AI session (issue 26 point 1; spec points 4 and 7)', () => {
  it('asks nothing without an AI token, even with a marketplace one', () => {
    setAuthToken(TOKEN);
    const api = fakeApi({ [GET_USER]: ok({ user: aiUserOf() }) });
    renderProbe();
    expect(shown()).toBe('nobody');
    expect(api.calls(GET_USER)).toHaveLength(0);
  });

  it('shows the AI user of the stored AIauthToken, sent in its own header and not as the bearer', async () => {
    writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
    const api = fakeApi({ [GET_USER]: ok({ user: aiUserOf() }) });
    renderProbe();
    await waitFor(() => expect(shown()).toBe('ann@ai.example.test'));
    const [call] = api.calls(GET_USER);
    expect(call!.headers.get('AIauthToken')).toBe(AI_TOKEN);
    expect(call!.authorization).toBeNull();
  });

  it('removes the AI token, and only it, when the AI user fetch fails (401)', async () => {
    setAuthToken(TOKEN);
    writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
    const api = fakeApi({ [GET_USER]: { status: 401, body: { message: 'Unauthenticated.' } } });
    renderProbe();
    await waitFor(() => expect(api.calls(GET_USER)).toHaveLength(1));
    await waitFor(() => expect(shown()).toBe('nobody'));
    expect(getAiAuthToken()).toBeNull();
    // A refused AI token is no reason to sign the marketplace account out.
    expect(getAuthToken()).toBe(TOKEN);
  });

  it('removes the AI token when the answer is unsuccessful', async () => {
    writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
    // Outside the contract (the server answers success: true or an error status), so a bare fetch.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { success: false, message: 'No AI account.', data: null })),
    );
    renderProbe();
    await waitFor(() => expect(shown()).toBe('nobody'));
    expect(getAiAuthToken()).toBeNull();
  });

  it('signInAi keeps the token and shows its user at once; AI sign out removes the AI token only', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({ [GET_USER]: ok({ user: aiUserOf({ email: 'other@ai.example.test' }) }) });
    renderProbe();
    expect(shown()).toBe('nobody');
    act(() => signInAi({ user: aiUserOf(), token: AI_TOKEN }));
    expect(shown()).toBe('ann@ai.example.test');
    expect(getAiAuthToken()).toBe(AI_TOKEN);
    expect(api.calls(GET_USER)).toHaveLength(0);

    act(() => screen.getByRole('button', { name: 'AI sign out' }).click());
    expect(shown()).toBe('nobody');
    expect(getAiAuthToken()).toBeNull();
    expect(getAuthToken()).toBe(TOKEN);
  });
});
