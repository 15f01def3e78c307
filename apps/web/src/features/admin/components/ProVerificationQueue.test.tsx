import type { Verification } from '@app/domain/pros/registration';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { ProVerificationQueue } from './ProVerificationQueue.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (over: Record<string, unknown> = {}) => ({
  user_id: 41,
  full_name: 'Paula Pending',
  email: 'pro-pending@demo.test',
  phone: '+1 4155550100',
  company_name: 'Coastline Kitchens',
  vsd_id: 'COASTKIT',
  trade: 'contractor',
  license_number: 'C6-1045221',
  license_state: 'CA',
  business_address: '88 Harbor Way, Santa Cruz, CA 95060',
  status: 'pending',
  submitted_at: new Date(Date.now() - 90 * 60_000).toISOString(),
  due_at: new Date(Date.now() + 22.5 * 3_600_000).toISOString(),
  decided_at: null,
  decline_reason: null,
  overdue: false,
  ...over,
});

/** POST …/approve|decline: the registration's verification once decided. */
const decision = (status: 'approved' | 'declined', reason: string | null = null): Verification => ({
  status,
  submitted_at: row().submitted_at,
  due_at: row().due_at,
  decided_at: new Date().toISOString(),
  decline_reason: reason,
});

function asAdmin(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Admin' })), ...routes });
}

describe('the admin’s pro verification queue', () => {
  it('lists each waiting pro with the licence and the time waited; Approve sends the decision and reads the queue again', async () => {
    let decided = false;
    const api = asAdmin({
      'GET /api/admin/pro_verifications': () =>
        ok(decided ? [] : [row(), row({ user_id: 42, company_name: 'Late Co', overdue: true })]),
      'POST /api/admin/pro_verifications/41/approve': () => {
        decided = true;
        return ok(decision('approved'), 'The pro is approved and the showroom is live.');
      },
    });
    const { user } = renderPage(ProVerificationQueue, { route: '/account' });
    const card = (await screen.findByRole('heading', { name: /Coastline Kitchens/ })).closest(
      'li',
    ) as HTMLElement;
    expect(card.textContent).toContain('C6-1045221 (CA)');
    expect(card.textContent).toContain('88 Harbor Way, Santa Cruz, CA 95060');
    expect(card.textContent).toContain('Waiting 1 h 30 min');
    const late = (await screen.findByRole('heading', { name: /Late Co/ })).closest('li') as HTMLElement;
    expect(late.textContent).toContain('past the 24-hour promise');

    await user.click(within(card).getByRole('button', { name: 'Approve Coastline Kitchens' }));
    expect(await screen.findByText('The pro is approved and the showroom is live.')).toBeTruthy();
    expect(await screen.findByText('No pro is waiting for verification.')).toBeTruthy();
    expect(api.calls('POST /api/admin/pro_verifications/41/approve')).toHaveLength(1);
  });

  it('Decline asks for the reason first and sends it', async () => {
    const api = asAdmin({
      'GET /api/admin/pro_verifications': ok([row()]),
      'POST /api/admin/pro_verifications/41/decline': ok(
        decision('declined', 'We could not confirm the licence.'),
        'The registration is declined.',
      ),
    });
    const { user } = renderPage(ProVerificationQueue, { route: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Coastline Kitchens' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeTruthy();
    expect(api.calls('POST /api/admin/pro_verifications/41/decline')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'The licence is expired.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The registration is declined.')).toBeTruthy();
    expect(api.calls('POST /api/admin/pro_verifications/41/decline')[0].body).toEqual({
      reason: 'The licence is expired.',
    });
  });

  it('shows nothing to anyone but an admin', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Contractor' })) });
    renderPage(ProVerificationQueue, { route: '/account' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'Pro verifications' })).toBeNull();
    expect(api.calls('GET /api/admin/pro_verifications')).toHaveLength(0);
  });
});
