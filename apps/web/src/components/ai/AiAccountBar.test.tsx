import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAiAuthToken, getAuthToken, STORAGE_KEYS, setAuthToken, writeStored } from '../../lib/storage.ts';
import { AI_TOKEN, aiUserOf } from '../../testing/ai-fixtures.ts';
import { fakeApi, ok } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../testing/users.ts';
import { AiAccountBar } from './AiAccountBar.tsx';

describe('the AI pages’ account corner (issue 26 point 1)', () => {
  it('AI sign out ends the AI session only: the shop’s stays signed in', async () => {
    setAuthToken(TOKEN);
    writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
    fakeApi({ 'GET /api/authuser': ok(authUser()), 'GET /api/AI/get_user': ok({ user: aiUserOf() }) });
    const ui = renderPage(AiAccountBar, { route: '/design-ai' });
    const bar = await screen.findByRole('navigation', { name: 'AI account' });
    expect(await within(bar).findByRole('link', { name: '40 AI design coins' })).toBeTruthy();
    expect(within(bar).getByText('Ann Lee')).toBeTruthy();
    await ui.user.click(within(bar).getByRole('button', { name: 'AI sign out' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/design-ai/login');
    expect(getAiAuthToken()).toBeNull();
    expect(getAuthToken()).toBe(TOKEN);
  });

  it('offers sign in and sign up without an AI session', async () => {
    fakeApi({});
    renderPage(AiAccountBar, { route: '/design-ai' });
    const bar = await screen.findByRole('navigation', { name: 'AI account' });
    expect(within(bar).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/design-ai/login');
    expect(within(bar).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/design-ai/singup');
    expect(within(bar).queryByRole('button', { name: 'AI sign out' })).toBeNull();
  });
});
