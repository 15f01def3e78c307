import type { AdminLead, AdminLeadsPage as LeadsPage } from '@app/domain/leads/admin-leads';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';
import { type FakeRequest, fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser } from '../../../testing/users.ts';
import AdminLeadsPage from './AdminLeadsPage.tsx';

const lead = (over: Partial<AdminLead> = {}): AdminLead => ({
  id: 1,
  full_name: '=HYPERLINK("http://evil.example","x")',
  email: 'ann@example.test',
  phone_number: '4155550100',
  lead_type: 'Pop-Ups',
  action: 'handle_external_form_submission',
  showroom: { user_id: 7, vsd_id: 'DEMO2026', company_name: 'Golden State Remodeling' },
  created_at: '2026-11-20T20:00:00.000Z',
  ...over,
});

const page = (data: AdminLead[], total = data.length, current = 1): LeadsPage => ({
  data,
  total,
  per_page: 25,
  current_page: current,
  last_page: Math.max(1, Math.ceil(total / 25)),
  path: 'http://localhost/api/admin/leads',
  links: [],
  lead_types: ['Pop-Ups', 'Sample'],
});

const open = (url = '/admin/leads') => renderPage(AdminLeadsPage, { route: '/admin/leads', url });

describe('/admin/leads', () => {
  beforeEach(() => writeStored(STORAGE_KEYS.authToken, 'admin-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('loads, then lists the leads as typed, with their showroom and type', async () => {
    fakeApi({
      'GET /api/admin/leads': ok(
        page([lead(), lead({ id: 2, full_name: 'Bob Lee', showroom: null, lead_type: null })]),
      ),
    });
    open();
    expect(screen.getByText('Loading the leads')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Leads' });
    const row = within(table).getByRole('row', { name: /HYPERLINK/ });
    expect(row.textContent).toContain('Golden State Remodeling (DEMO2026)');
    expect(row.textContent).toContain('11.20.2026');
    expect(within(table).getByRole('row', { name: /Bob Lee/ }).textContent).toContain('—');
    expect(screen.getByText('2 leads')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'Sample' })).toBeTruthy();
  });

  it('filters by text, type and days through the URL, and back to page 1', async () => {
    const api = fakeApi({ 'GET /api/admin/leads': ok(page([lead()], 30, 2)) });
    const { user, router } = open('/admin/leads?page=2');
    await screen.findByRole('table', { name: 'Leads' });
    await user.type(screen.getByLabelText('Search'), '  ann ');
    await user.selectOptions(screen.getByLabelText('Lead type'), 'Sample');
    await user.type(screen.getByLabelText('Sent from'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ann&lead_type=Sample&from=2026-11-01'));
    const last = api.calls('GET /api/admin/leads').at(-1) as FakeRequest;
    expect(Object.fromEntries(last.query)).toEqual({
      q: 'ann',
      lead_type: 'Sample',
      from: '2026-11-01',
      page: '1',
    });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a refused filter next to its field', async () => {
    fakeApi({ 'GET /api/admin/leads': invalid({ to: ['The to date must be on or after the from date.'] }) });
    open('/admin/leads?from=2026-11-05&to=2026-11-01');
    expect(await screen.findByText('The to date must be on or after the from date.')).toBeTruthy();
    expect(screen.getByLabelText('Sent to').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please correct the filters.')).toBeTruthy();
  });

  it('says when there are no leads, and when none match', async () => {
    fakeApi({ 'GET /api/admin/leads': ok(page([])) });
    open();
    expect(await screen.findByText('No leads yet.')).toBeTruthy();
    vi.unstubAllGlobals();
    fakeApi({ 'GET /api/admin/leads': ok(page([])) });
    open('/admin/leads?q=zz');
    expect(await screen.findByText('No lead matches these filters.')).toBeTruthy();
  });

  it('exports the filtered leads as a file fetched with the admin’s token, not a bare link', async () => {
    const api = fakeApi({
      // Signed in: the session keeps the stored token.
      'GET /api/authuser': ok(authUser({ type: 'Admin' })),
      'GET /api/admin/leads': ok(page([lead()])),
    });
    const json = api.mock.getMockImplementation()!;
    api.mock.mockImplementation(async (input, init) =>
      String(input).includes('/api/admin/leads.csv')
        ? new Response('\uFEFF"Full name"\r\n"\'=HYPERLINK()"\r\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="leads-2026-11-26.csv"',
            },
          })
        : json(input, init),
    );
    const createObjectURL = vi.fn(() => 'blob:leads');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = open('/admin/leads?lead_type=Pop-Ups');
    await screen.findByRole('table', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('leads-2026-11-26.csv is downloaded.')).toBeTruthy();
    const call = api.mock.mock.calls.find(([input]) => String(input).includes('leads.csv'))!;
    expect(String(call[0])).toBe('/api/admin/leads.csv?lead_type=Pop-Ups');
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(clicked[0].download).toBe('leads-2026-11-26.csv');
    expect(clicked[0].getAttribute('href')).toBe('blob:leads');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:leads');
  });

  it('says when the export fails', async () => {
    fakeApi({
      'GET /api/admin/leads': ok(page([lead()])),
      'GET /api/admin/leads.csv': { status: 500, body: { message: 'Server Error' } },
    });
    const { user } = open();
    await screen.findByRole('table', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export failed. Please try again.')).toBeTruthy();
  });
});
