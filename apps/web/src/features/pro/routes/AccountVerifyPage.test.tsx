import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { VerificationStatus } from '../components/VerificationStatus.tsx';
import AccountVerifyPage from './AccountVerifyPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const pending = {
  status: 'pending' as const,
  submitted_at: '2026-11-26T18:00:00.000Z',
  due_at: '2026-11-27T18:00:00.000Z',
  decided_at: null,
  decline_reason: null,
};

describe('/account_verify', () => {
  it('waiting: the 24-hour promise with the time it is due and the hours left', () => {
    render(
      <VerificationStatus
        verification={pending}
        companyName="Sierra Tile Works"
        vsdId="SIERRATI"
        now={Date.parse('2026-11-27T08:30:00.000Z')}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'We received the registration of Sierra Tile Works (showroom ID SIERRATI) on 11.26.2026 10:00 AM PT',
    );
    expect(screen.getByText('11.27.2026 10:00 AM PT (in about 10 hours)')).toBeTruthy();
  });

  it('approved and declined: the showroom is live, or the admin’s reason', () => {
    const { rerender } = render(
      <VerificationStatus
        verification={{ ...pending, status: 'approved', decided_at: '2026-11-26T20:00:00Z' }}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('status').textContent).toContain(
      'your showroom is live since 11.26.2026 12:00 PM PT',
    );
    rerender(
      <VerificationStatus
        verification={{ ...pending, status: 'declined', decline_reason: 'The licence is expired.' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('We could not verify the registration');
    expect(screen.getByText('The licence is expired.')).toBeTruthy();
  });

  it('signed out: checks with the email and password, wrong ones shown under the password', async () => {
    let attempt = 0;
    fakeApi({
      'POST /api/account_verify': () =>
        ++attempt === 1
          ? invalid({ password: ['These credentials do not match our records.'] })
          : ok({ ...pending, status: 'declined', decline_reason: 'No such licence.' }),
    });
    const { user } = renderPage(AccountVerifyPage, { route: '/account_verify' });
    await user.type(screen.getByLabelText(/^Email/), 'rosa@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Check my verification' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check my verification' }));
    expect(await screen.findByText('No such licence.')).toBeTruthy();
  });
});
