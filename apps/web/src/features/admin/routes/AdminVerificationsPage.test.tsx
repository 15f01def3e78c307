import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import AdminVerificationsPage from './AdminVerificationsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const vendorRow = (over: Record<string, unknown> = {}) => ({
  user_id: 51,
  status: 'pending',
  company_name: 'Redwood Surfaces',
  contact_name: 'Nora Redwood',
  email: 'vendor-pending@demo.test',
  phone: '+1 4155550100',
  website: 'https://redwood-surfaces.example.com/',
  brand_names: ['Redwood Surfaces', 'Arcadia Tile Co.'],
  brands: [
    { name: 'Redwood Surfaces', taken: false },
    { name: 'Arcadia Tile Co.', taken: true },
  ],
  invited_by: 'Carlos Contractor (Golden State Remodeling)',
  submitted_at: new Date(Date.now() - 125 * 60_000).toISOString(),
  decided_at: null,
  decline_reason: null,
  ...over,
});
const decided = (status: string, brands: unknown[] = []) => ({
  ...vendorRow({ status }),
  brands,
});

function asAdmin(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({
    'GET /api/authuser': ok(authUser({ type: 'Admin' })),
    'GET /api/admin/pro_verifications': ok([]),
    ...routes,
  });
}

const vendorCard = async () =>
  (await screen.findByRole('heading', { name: 'Redwood Surfaces' })).closest('li') as HTMLElement;

describe('/admin/verifications', () => {
  it('shows the pro queue and the vendor queue; a vendor card names its brands, the taken one marked, and who invited it', async () => {
    asAdmin({ 'GET /api/admin/vendor_verifications': ok([vendorRow()]) });
    renderPage(AdminVerificationsPage, { route: '/admin/verifications' });
    expect(await screen.findByText('No pro is waiting for verification.')).toBeTruthy();
    const card = await vendorCard();
    expect(card.textContent).toContain('Nora Redwood · vendor-pending@demo.test · +1 4155550100');
    expect(card.textContent).toContain('Waiting 2 h 5 min');
    expect(within(card).getByText(/Arcadia Tile Co\. — another vendor’s/)).toBeTruthy();
    expect(card.textContent).toContain('Approving leaves out Arcadia Tile Co.');
    expect(card.textContent).toContain('Carlos Contractor (Golden State Remodeling)');
    expect(
      within(card)
        .getByRole('link', { name: /redwood-surfaces\.example\.com/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it('Approve sends the decision, says which brand stayed another vendor’s, and reads the queue again', async () => {
    let done = false;
    const api = asAdmin({
      'GET /api/admin/vendor_verifications': () => ok(done ? [] : [vendorRow()]),
      'POST /api/admin/vendor_verifications/51/approve': () => {
        done = true;
        return ok(
          decided('approved', [
            { name: 'Redwood Surfaces', brand_id: 9, outcome: 'created' },
            { name: 'Arcadia Tile Co.', brand_id: null, outcome: 'withheld' },
          ]),
          "The vendor is approved and can sign in. Not handed over (another vendor's brand): Arcadia Tile Co.",
        );
      },
    });
    const { user } = renderPage(AdminVerificationsPage, { route: '/admin/verifications' });
    await user.click(within(await vendorCard()).getByRole('button', { name: 'Approve Redwood Surfaces' }));
    expect(
      await screen.findByText(/Not handed over \(another vendor's brand\): Arcadia Tile Co\./),
    ).toBeTruthy();
    expect(await screen.findByText('No vendor is waiting for approval.')).toBeTruthy();
    expect(api.calls('POST /api/admin/vendor_verifications/51/approve')).toHaveLength(1);
  });

  it('Decline asks for the reason (mailed to the vendor) first and sends it', async () => {
    const api = asAdmin({
      'GET /api/admin/vendor_verifications': ok([vendorRow()]),
      'POST /api/admin/vendor_verifications/51/decline': ok(
        decided('declined'),
        'The vendor registration is declined.',
      ),
    });
    const { user } = renderPage(AdminVerificationsPage, { route: '/admin/verifications' });
    await user.click(within(await vendorCard()).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Redwood Surfaces' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeTruthy();
    expect(api.calls('POST /api/admin/vendor_verifications/51/decline')).toHaveLength(0);
    await user.type(
      within(dialog).getByLabelText('Reason (mailed to the vendor)'),
      'We could not confirm the brands.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The vendor registration is declined.')).toBeTruthy();
    expect(api.calls('POST /api/admin/vendor_verifications/51/decline')[0].body).toEqual({
      reason: 'We could not confirm the brands.',
    });
  });

  it('invites a vendor by mail; a refusal shows under its field', async () => {
    let calls = 0;
    const api = asAdmin({
      'GET /api/admin/vendor_verifications': ok([]),
      'POST /api/admin/vendor_invitations': () =>
        ++calls === 1
          ? invalid({ email: ['This email already has an account.'] })
          : {
              status: 201,
              body: {
                success: true,
                message: 'The invitation is sent.',
                data: {
                  id: 5,
                  kind: 'vendor',
                  email: 'new-vendor@example.test',
                  name: 'Nia',
                  status: 'sent',
                  sent_at: '2026-11-25T10:00:00.000Z',
                  expires_at: '2026-12-09T10:00:00.000Z',
                  accepted_at: null,
                  sent_count: 1,
                },
              },
            },
    });
    const { user } = renderPage(AdminVerificationsPage, { route: '/admin/verifications' });
    const form = await screen.findByRole('form', { name: 'Invite a vendor' });
    await user.type(within(form).getByLabelText(/^Email/), 'vera@demo.test');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This email already has an account.')).toBeTruthy();

    await user.clear(within(form).getByLabelText(/^Email/));
    await user.type(within(form).getByLabelText(/^Email/), 'new-vendor@example.test');
    await user.type(within(form).getByLabelText(/^Name/), 'Nia');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation is sent.')).toBeTruthy();
    expect(api.calls('POST /api/admin/vendor_invitations')[1].body).toEqual({
      email: 'new-vendor@example.test',
      name: 'Nia',
      message: '',
    });
    expect((within(form).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
  });

  it('offers a retry when the vendor queue cannot be loaded', async () => {
    asAdmin({
      'GET /api/admin/vendor_verifications': {
        status: 500,
        body: { message: 'Internal Server error please try again.' },
      },
    });
    renderPage(AdminVerificationsPage, { route: '/admin/verifications' });
    expect(await screen.findByText('The queue could not be loaded.')).toBeTruthy();
  });
});
