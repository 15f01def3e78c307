import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import ShowroomSettingsPage from './ShowroomSettingsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const LOGO = `/media/logos/${'a'.repeat(64)}.webp`;
const NEW_LOGO = `/media/logos/${'b'.repeat(64)}.webp`;
const TOO_SMALL = 'The business logo field must be Minimum 200 X 200 pixels.';
const saved = {
  vsd_id: 'PAINTED1',
  company_name: 'Painted Lady Homes',
  theme_color: '#b45309',
  business_logo: null as string | null,
  live: true,
};
const premium = { subscription_status: 'active', plan: 'Premium', paid_amount: 199 };

function asPro(
  showroom: typeof saved,
  latest: typeof premium | null,
  routes: Parameters<typeof fakeApi>[0] = {},
) {
  setAuthToken(TOKEN);
  return fakeApi({
    'GET /api/authuser': ok(authUser({ type: 'Contractor', latest_subscription: latest })),
    'GET /api/pro/showroom': ok(showroom),
    ...routes,
  });
}

const png = (name = 'logo.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const chooser = () => screen.findByLabelText('Choose a logo file') as Promise<HTMLInputElement>;
const choose = async (file: File) => fireEvent.change(await chooser(), { target: { files: [file] } });

/** The sent multipart body: the file in the `business_logo` field. */
const sentFile = (api: ReturnType<typeof fakeApi>) => {
  const uploads = api.mock.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(uploads.length).toBeGreaterThan(0);
  return (uploads.at(-1)![1]!.body as FormData).get('business_logo') as File;
};

describe('/pro/showroom logo', () => {
  it('shows the server’s message under the field for a small image, then uploads a good one and previews it', async () => {
    let reply = invalid({ business_logo: [TOO_SMALL] });
    const api = asPro(saved, premium, { 'POST /api/pro/showroom/logo': () => reply });
    renderPage(ShowroomSettingsPage, { route: '/pro/showroom' });
    expect(await screen.findByText('No logo yet')).toBeTruthy();
    expect(screen.getByText('Your clients see this logo in your showroom.')).toBeTruthy();

    await choose(png('small.png'));
    const error = await screen.findByText(TOO_SMALL);
    const input = await chooser();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    // The field shows it, so no 'Invalid input OR some mandatory fields are blank.' toast on top.
    expect(screen.queryByText('Invalid input OR some mandatory fields are blank.')).toBeNull();
    expect(sentFile(api).name).toBe('small.png');

    reply = ok({ ...saved, business_logo: NEW_LOGO }, 'Your logo is saved.');
    await choose(png('good.png'));
    expect(await screen.findByText('Your logo is saved.')).toBeTruthy();
    expect((screen.getByAltText('Painted Lady Homes logo') as HTMLImageElement).getAttribute('src')).toBe(
      NEW_LOGO,
    );
    expect(screen.queryByText(TOO_SMALL)).toBeNull();
    expect((await chooser()).getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a file that is not one of the spec’s types without sending it', async () => {
    const api = asPro(saved, premium);
    renderPage(ShowroomSettingsPage, { route: '/pro/showroom' });
    await choose(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('The business logo must be a file of type: jpg, svg, jpeg, png, bmp, gif.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/pro/showroom/logo')).toHaveLength(0);
  });

  it('shows the current logo and removes it', async () => {
    const api = asPro({ ...saved, business_logo: LOGO }, premium, {
      'DELETE /api/pro/showroom/logo': ok({ ...saved, business_logo: null }, 'Your logo is removed.'),
    });
    const { user } = renderPage(ShowroomSettingsPage, { route: '/pro/showroom' });
    expect((await screen.findByAltText('Painted Lady Homes logo')).getAttribute('src')).toBe(LOGO);
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Your logo is removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByAltText('Painted Lady Homes logo')).toBeNull());
    expect(screen.getByText('No logo yet')).toBeTruthy();
    expect(api.calls('DELETE /api/pro/showroom/logo')).toHaveLength(1);
  });

  it('without the Premium plan it says clients see the logo with it', async () => {
    asPro({ ...saved, business_logo: LOGO }, null);
    renderPage(ShowroomSettingsPage, { route: '/pro/showroom' });
    expect(
      await screen.findByText(
        'Your clients see your logo once you are on the Premium plan ($199 a month); until then your showroom shows the standard look.',
      ),
    ).toBeTruthy();
  });
});
