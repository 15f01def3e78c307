import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import ShowroomSettingsPage from './ShowroomSettingsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const saved = {
  vsd_id: 'PAINTED1',
  company_name: 'Painted Lady Homes',
  theme_color: null,
  business_logo: null,
  live: true,
};
const premium = { subscription_status: 'active', plan: 'Premium', paid_amount: 199 };

function asPro(latest: typeof premium | null, routes: Parameters<typeof fakeApi>[0] = {}) {
  setAuthToken(TOKEN);
  return fakeApi({
    'GET /api/authuser': ok(authUser({ type: 'Contractor', latest_subscription: latest })),
    'GET /api/pro/showroom': ok(saved),
    ...routes,
  });
}

describe('/pro/showroom', () => {
  it('saves the name and the colour; a Premium pro is told clients see the colour', async () => {
    const api = asPro(premium, {
      'PUT /api/pro/showroom': ok({ ...saved, theme_color: '#b45309' }, 'Your showroom is saved.'),
    });
    const { user } = renderPage(ShowroomSettingsPage, { route: '/pro/showroom' });
    expect(((await screen.findByLabelText(/^Company name/)) as HTMLInputElement).value).toBe(
      'Painted Lady Homes',
    );
    await user.type(screen.getByLabelText(/^Colour code/), '#B45309');
    expect(await screen.findByText('Your clients see your showroom in this colour.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save showroom' }));
    expect(await screen.findByText('Your showroom is saved.')).toBeTruthy();
    expect(api.calls('PUT /api/pro/showroom')[0].body).toEqual({
      company_name: 'Painted Lady Homes',
      theme_color: '#B45309',
    });
  });

  it('without the Premium plan it says the colour waits for it; a bad colour code is refused in the browser', async () => {
    const api = asPro(null);
    const { user } = renderPage(ShowroomSettingsPage, { route: '/pro/showroom' });
    await user.type(await screen.findByLabelText(/^Colour code/), 'red');
    expect(screen.getByText(/with the Premium plan \(\$199 a month\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save showroom' }));
    expect(await screen.findByText('The theme colour must be a colour like #0f766e.')).toBeTruthy();
    expect(api.calls('PUT /api/pro/showroom')).toHaveLength(0);
  });
});
