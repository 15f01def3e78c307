import type { AuthUser } from '@app/domain/accounts/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, invalid } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser } from '../../../testing/users.ts';
import RegisterContractorPage from './RegisterContractorPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The registered pro as the server answers: Pending until the licence check. */
const rosa = (shop_profile: AuthUser['shop_profile']) =>
  authUser({
    type: 'Contractor',
    status: 'Pending',
    email: 'rosa@example.test',
    email_verified_at: null,
    shop_profile,
  });

const verification = {
  status: 'pending',
  submitted_at: '2026-11-26T18:00:00.000Z',
  due_at: '2026-11-27T18:00:00.000Z',
  decided_at: null,
  decline_reason: null,
};

const suggest = (request: FakeRequest) => {
  const typed = request.query.get('vsd_id');
  if (typed)
    return { status: 200, body: { success: true, data: { vsd_id: typed, available: typed !== 'TAKEN001' } } };
  return { status: 200, body: { success: true, data: { vsd_id: 'SIERRATI', available: true } } };
};

async function fillForm(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText(/^Company name/), 'Sierra Tile Works');
  await user.type(screen.getByLabelText(/^Full name/), 'Rosa Diaz');
  await user.type(screen.getByLabelText(/^Email/), 'rosa@example.test');
  await user.type(screen.getByLabelText(/^Password/), 'secret-pass-1');
  await user.type(screen.getByLabelText(/^Phone number/), '9165550142');
  await user.type(screen.getByLabelText(/^License number/), 'C54-998877');
  await user.selectOptions(screen.getByLabelText(/^Issuing state/), 'CA');
  await user.type(screen.getByLabelText(/^Business street/), '12 J St');
  await user.type(screen.getByLabelText(/^Business city/), 'Sacramento');
  await user.selectOptions(screen.getByLabelText(/^Business state/), 'CA');
  await user.type(screen.getByLabelText(/^Business zip code/), '95814');
  await user.click(screen.getByLabelText(/I agree to the/));
}

describe('/register/contractor', () => {
  it('suggests a free showroom ID from the company name, sends the form and lands on /account_verify', async () => {
    const api = fakeApi({
      'GET /api/register/vsd_id': suggest,
      'POST /api/register/contractor': {
        status: 201,
        body: {
          success: true,
          data: {
            user: rosa({
              vsd_id: 'SIERRATI',
              company_name: 'Sierra Tile Works',
              theme_color: null,
              business_logo: null,
            }),
            token: null,
            verification,
          },
        },
      },
    });
    const { user, router } = renderPage(RegisterContractorPage, { route: '/register/contractor' });
    await fillForm(user);
    await waitFor(() =>
      expect((screen.getByLabelText(/^Showroom ID/) as HTMLInputElement).value).toBe('SIERRATI'),
    );
    expect(screen.getByText(/Suggested from your company name; SIERRATI is free/)).toBeTruthy();
    await user.click(screen.getByLabelText('Designer'));
    await user.click(screen.getByRole('button', { name: 'Register my showroom' }));

    expect((await screen.findByTestId('landed')).textContent).toBe('/account_verify');
    expect(router.state.location.state).toMatchObject({ verification, vsd_id: 'SIERRATI' });
    const [sent] = api.calls('POST /api/register/contractor');
    expect(sent.body).toMatchObject({
      company_name: 'Sierra Tile Works',
      vsd_id: 'SIERRATI',
      trade: 'designer',
      license_state: 'CA',
      business_zip_code: '95814',
      agree: true,
    });
  });

  it('a pro’s designer invitation link presets the Designer trade and sends its token', async () => {
    const token = 'Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWo';
    const api = fakeApi({
      'GET /api/register/vsd_id': suggest,
      'POST /api/register/contractor': {
        status: 201,
        body: {
          success: true,
          data: { user: rosa(null), token: null, verification },
        },
      },
    });
    const { user } = renderPage(RegisterContractorPage, {
      route: '/register/contractor',
      url: `/register/contractor?trade=designer&invite=${token}`,
    });
    expect(((await screen.findByLabelText('Designer')) as HTMLInputElement).checked).toBe(true);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register my showroom' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/account_verify');
    expect(api.calls('POST /api/register/contractor')[0].body).toMatchObject({
      trade: 'designer',
      invite: token,
    });
  });

  it('checks a showroom ID the pro types, and shows the server’s refusals under their fields', async () => {
    fakeApi({
      'GET /api/register/vsd_id': suggest,
      'POST /api/register/contractor': invalid({
        email: ['The email has already been taken.'],
        vsd_id: ['This showroom ID is already taken.'],
      }),
    });
    const { user } = renderPage(RegisterContractorPage, { route: '/register/contractor' });
    await fillForm(user);
    const vsd = screen.getByLabelText(/^Showroom ID/);
    await user.clear(vsd);
    await user.type(vsd, 'taken001');
    expect(await screen.findByText('TAKEN001 is already taken: try another.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register my showroom' }));
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect(screen.getByText('This showroom ID is already taken.')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('refuses an incomplete form in the browser with the domain’s messages, sending nothing', async () => {
    const api = fakeApi({ 'GET /api/register/vsd_id': suggest });
    const { user } = renderPage(RegisterContractorPage, { route: '/register/contractor' });
    await user.click(screen.getByRole('button', { name: 'Register my showroom' }));
    const form = screen.getByRole('form', { name: 'Register as a pro' });
    expect(await within(form).findByText('The company name field is required.')).toBeTruthy();
    expect(within(form).getByText('The license number field is required.')).toBeTruthy();
    expect(within(form).getByText('You must agree to the Terms of Service.')).toBeTruthy();
    expect(api.calls('POST /api/register/contractor')).toHaveLength(0);
  });
});
