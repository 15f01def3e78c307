import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStored, STORAGE_KEYS, setAuthToken, writeStored } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { afterRegistration } from '../hooks/after-sign-in.ts';
import SignInPage from './SignInPage.tsx';

const DESIGN = '/visualize?floorplan=bathroom-hall-2438x1524&floorTemplate=bathroom-modern-light';
const visual = {
  showroom: 2,
  vsd_id: 'DEMO2026',
  floorplan: 'bathroom-hall-2438x1524',
  floorTemplate: 'bathroom-modern-light',
  redirect: DESIGN,
};
const serverError = { status: 500, body: { message: 'Internal Server error please try again.' } };

beforeEach(() => {
  writeStored(STORAGE_KEYS.my_item, { showroom: 2, vsd_id: 'DEMO2026', company_name: 'Golden State' });
});

async function signIn() {
  const ui = renderPage(SignInPage, {
    route: '/login',
    url: `/login?redirect=${encodeURIComponent(DESIGN)}`,
  });
  await ui.user.type(screen.getByLabelText(/^Email/), 'ann@example.test');
  await ui.user.type(screen.getByLabelText(/^Password/), 'demo-pass-2026');
  await ui.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return ui;
}

describe('the visual redirect (spec point 4): a guest who saves a design signs in and comes back to it', () => {
  it('sign-in makes a 3-D project of the stored design, keeps its id in my_item and goes back to the design', async () => {
    writeStored(STORAGE_KEYS.visual_redirect, visual);
    const api = fakeApi({
      // A user with projects would go home; the design wins.
      'POST /api/login': ok({ user: authUser({ total_projects: 4 }), token: TOKEN }),
      'POST /api/projectCart': ok({ project_id: 57, id: 57 }, 'Project created successfully.'),
    });
    await signIn();
    expect((await screen.findByTestId('landed')).textContent).toBe(DESIGN);
    expect(api.calls('POST /api/projectCart')[0]!.body).toEqual({
      showroom: 2,
      vsd_id: 'DEMO2026',
      is_3d: true,
      floorplan: 'bathroom-hall-2438x1524',
      floorTemplate: 'bathroom-modern-light',
      // Not made the cart: a guest cart merged at the same sign-in stays the cart (issue 21 C1).
      is_cart: false,
    });
    expect(readStored<{ project: number }>(STORAGE_KEYS.my_item)?.project).toBe(57);
    expect(readStored(STORAGE_KEYS.visual_redirect)).toBeNull();
  });

  it("a failed project: 'Internal server error.' and home (the sign-in flow)", async () => {
    writeStored(STORAGE_KEYS.visual_redirect, visual);
    fakeApi({
      'POST /api/login': ok({ user: authUser(), token: TOKEN }),
      'POST /api/projectCart': serverError,
    });
    await signIn();
    expect(await screen.findByText('Internal server error.')).toBeTruthy();
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
  });

  it('a redirect to another site stored in visual_redirect lands in the visualizer instead', async () => {
    writeStored(STORAGE_KEYS.visual_redirect, { ...visual, redirect: '//evil.example/visualize' });
    fakeApi({
      'POST /api/login': ok({ user: authUser(), token: TOKEN }),
      'POST /api/projectCart': ok({ project_id: 58, id: 58 }),
    });
    await signIn();
    expect((await screen.findByTestId('landed')).textContent).toBe('/visualize');
  });

  it('registration: a complete design goes back to it, an incomplete one to /visualize, a failure to /visualize', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({ 'POST /api/projectCart': ok({ project_id: 60, id: 60 }) });
    writeStored(STORAGE_KEYS.visual_redirect, visual);
    expect(await afterRegistration()).toBe(DESIGN);
    expect(api.calls('POST /api/projectCart')).toHaveLength(1);

    writeStored(STORAGE_KEYS.visual_redirect, { showroom: 2, floorplan: 'x' });
    expect(await afterRegistration()).toBe('/visualize');
    expect(api.calls('POST /api/projectCart')).toHaveLength(1);
    expect(readStored(STORAGE_KEYS.visual_redirect)).toBeNull();

    fakeApi({ 'POST /api/projectCart': serverError });
    writeStored(STORAGE_KEYS.visual_redirect, visual);
    expect(await afterRegistration()).toBe('/visualize');
    // Without a visual redirect: the stored redirect_to, as before.
    writeStored(STORAGE_KEYS.redirect_to, '/cart');
    expect(await afterRegistration()).toBe('/cart');
  });
});
