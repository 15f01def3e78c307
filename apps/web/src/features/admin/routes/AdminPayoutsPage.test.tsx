import type { PayoutRunSummary, PayoutRunsPage, RunTransfer } from '@app/domain/payouts/payout-runs';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import AdminPayoutsPage from './AdminPayoutsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const transfer = (over: Partial<RunTransfer> = {}): RunTransfer => ({
  id: 11,
  user_id: 7,
  run_id: 'daily-2026-11-25',
  amount_cents: 39_792,
  status: 'paid',
  failure_message: null,
  created_at: '2026-11-25T18:00:00.000Z',
  completed_at: '2026-11-25T18:00:01.000Z',
  payee: { id: 7, full_name: 'Rosa Pro', email: 'rosa@example.test', type: 'Contractor' },
  retry: null,
  ...over,
});

const failed = transfer({
  id: 12,
  user_id: 8,
  amount_cents: 12_000,
  status: 'failed',
  failure_message: 'No such connected account.',
  payee: { id: 8, full_name: 'Vera Vendor', email: 'vera@example.test', type: 'Vendor' },
});

const run = (over: Partial<PayoutRunSummary> = {}): PayoutRunSummary => ({
  run_id: 'daily-2026-11-25',
  started_at: '2026-11-25T18:00:00.000Z',
  finished_at: '2026-11-25T18:00:02.000Z',
  paid: { count: 1, cents: 39_792 },
  failed: { count: 1, cents: 12_000 },
  pending: { count: 0, cents: 0 },
  transfers: [failed, transfer()],
  ...over,
});

const page = (data: PayoutRunSummary[]): PayoutRunsPage => ({
  data,
  total: data.length,
  per_page: 10,
  current_page: 1,
  last_page: 1,
  path: 'http://localhost/api/admin/payout_runs',
  links: [],
});

const open = () => renderPage(AdminPayoutsPage, { route: '/admin/payouts' });

describe('/admin/payouts', () => {
  it('lists the runs with their totals, and highlights a failure with its reason and what happens next', async () => {
    fakeApi({ 'GET /api/admin/payout_runs': ok(page([run()])) });
    open();
    expect(screen.getByText('Loading the payout runs')).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Run daily-2026-11-25' });
    expect(card.textContent).toContain('Paid: 1 · $397.92');
    expect(card.textContent).toContain('Failed: 1 · $120.00');
    const [first, second] = within(card).getAllByRole('listitem');
    expect(first.textContent).toContain('Vera Vendor');
    expect(first.textContent).toContain('Failed: No such connected account.');
    expect(first.textContent).toContain('The amount is available again: the next daily run pays it');
    expect(first.className).toContain('border-red-500');
    expect(second.textContent).toMatch(/Rosa Pro.*Contractor.*\$397\.92.*Paid/);
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it('says when there are no runs yet', async () => {
    fakeApi({ 'GET /api/admin/payout_runs': ok(page([])) });
    open();
    expect(await screen.findByText('No payout runs yet.')).toBeTruthy();
  });

  it('starts a run only after confirmation, then reads the runs again', async () => {
    let listed = [run({ failed: { count: 0, cents: 0 }, transfers: [transfer()] })];
    const api = fakeApi({
      'GET /api/admin/payout_runs': () => ok(page(listed)),
      'POST /api/payouts/run': () => {
        listed = [
          run({ run_id: 'abc', failed: { count: 0, cents: 0 }, transfers: [transfer({ run_id: 'abc' })] }),
          ...listed,
        ];
        return ok({ run_id: 'abc', payouts: [transfer({ run_id: 'abc' })] }, 'Payout run finished.');
      },
    });
    const { user } = open();
    await screen.findByRole('region', { name: /Run daily/ });
    await user.click(screen.getByRole('button', { name: 'Start a payout run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a payout run now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /api/payouts/run')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Start a payout run' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start the run' }),
    );
    expect(await screen.findByText('Payout run finished. 1 paid, $397.92.')).toBeTruthy();
    expect(api.calls('POST /api/payouts/run')).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'Run abc' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('retries a failed transfer after confirmation and shows it paid', async () => {
    let listed = [run()];
    const api = fakeApi({
      'GET /api/admin/payout_runs': () => ok(page(listed)),
      'POST /api/admin/payouts/12/retry': () => {
        listed = [
          run({ transfers: [{ ...failed, retry: { run_id: 'retry-12', status: 'paid' } }, transfer()] }),
        ];
        return ok(
          { run_id: 'retry-12', payout: transfer({ id: 13, run_id: 'retry-12', user_id: 8 }) },
          'The transfer is paid.',
        );
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Retry the transfer to Vera Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry the transfer to Vera Vendor?' });
    expect(dialog.textContent).toContain('$120.00');
    await user.click(within(dialog).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('The transfer is paid.')).toBeTruthy();
    expect(api.calls('POST /api/admin/payouts/12/retry')).toHaveLength(1);
    expect(await screen.findByText('Retried and paid in retry-12.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Retry the transfer/ })).toBeNull();
  });

  it('warns when a retry paid nothing', async () => {
    fakeApi({
      'GET /api/admin/payout_runs': ok(page([run()])),
      'POST /api/admin/payouts/12/retry': ok(
        { run_id: 'retry-12', payout: null },
        'Nothing was transferred.',
      ),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Retry the transfer to Vera Vendor' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Nothing was transferred.')).toBeTruthy();
  });
});
