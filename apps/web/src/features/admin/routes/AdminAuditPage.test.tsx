import type { AuditEntry, AuditPage } from '@app/domain/audit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import AdminAuditPage from './AdminAuditPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const ada = { id: 3, type: 'Admin', full_name: 'Ada Admin', email: 'ada@example.test' };
const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  created_at: '2026-11-25T18:30:00.000Z',
  action: 'order_item.status',
  entity: 'order_item',
  entity_id: '7',
  actor: ada,
  before: 'Vendor Approved',
  after: 'Accept to Pick Up',
  ...over,
});

const page = (data: AuditEntry[], total = data.length): AuditPage => ({
  data,
  total,
  per_page: 25,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 25)),
  path: 'http://localhost/api/admin/audit',
  links: [],
});

const ENTRIES = [
  entry({}),
  entry({
    id: 2,
    action: 'setting.update',
    entity: 'setting',
    entity_id: 'sales_tax_bps_by_state',
    before: { CA: 725 },
    after: { CA: 750 },
  }),
  entry({
    id: 3,
    action: 'user.status',
    entity: 'user',
    entity_id: '41',
    actor: { id: null, type: 'System', full_name: null, email: null },
    before: { status: 'Pending' },
    after: { status: 'Active' },
  }),
];

const open = (url = '/admin/audit') => renderPage(AdminAuditPage, { route: '/admin/audit', url });

describe('/admin/audit', () => {
  it('shows who changed what, when, from what to what, in words', async () => {
    fakeApi({ 'GET /api/admin/audit': ok(page(ENTRIES)) });
    open();
    expect(screen.getByText('Loading the audit log')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Changes' });
    const [status, tax, user] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(status.textContent).toContain('11.25.2026 10:30 AM PT');
    expect(status.textContent).toContain('Order item #7');
    expect(status.textContent).toMatch(/Status:\s*Vendor Approved\s*→\s*to\s*Accept to Pick Up/);
    expect(within(status).getByRole('button', { name: 'Show only changes by Ada Admin' })).toBeTruthy();
    expect(tax.textContent).toContain('Setting: Sales tax');
    expect(tax.textContent).toMatch(/Sales tax · California:\s*7\.25%\s*→\s*to\s*7\.5%/);
    expect(user.textContent).toContain('System');
    expect(user.textContent).toMatch(/Status:\s*Pending\s*→\s*to\s*Active/);
    expect(screen.getByText('3 changes')).toBeTruthy();
  });

  it('filters through the URL, and by an actor picked in the list', async () => {
    const api = fakeApi({ 'GET /api/admin/audit': ok(page(ENTRIES)) });
    const { user, router } = open();
    await screen.findByRole('list', { name: 'Changes' });
    await user.type(screen.getByLabelText('Entity'), 'order_item');
    await user.type(screen.getByLabelText('Entity id'), '7');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?entity=order_item&entity_id=7&from=2026-11-01'),
    );
    await user.click((await screen.findAllByRole('button', { name: 'Show only changes by Ada Admin' }))[0]);
    await waitFor(() => expect(router.state.location.search).toContain('actor_id=3'));
    const last = api.calls('GET /api/admin/audit').at(-1) as FakeRequest;
    expect(Object.fromEntries(last.query)).toEqual({
      entity: 'order_item',
      entity_id: '7',
      actor_id: '3',
      from: '2026-11-01',
      page: '1',
    });
    expect(screen.getByText('Only changes by account #3.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show everyone’s' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('actor_id'));
  });

  it('shows a refused filter next to its field, and says when nothing matches', async () => {
    fakeApi({ 'GET /api/admin/audit': invalid({ from: ['The from date must be a date (YYYY-MM-DD).'] }) });
    open('/admin/audit?from=2026-02-30');
    expect(await screen.findByText('The from date must be a date (YYYY-MM-DD).')).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    vi.unstubAllGlobals();
    fakeApi({ 'GET /api/admin/audit': ok(page([])) });
    open('/admin/audit?entity=brand');
    expect(await screen.findByText('No change matches these filters.')).toBeTruthy();
  });

  it('says when the log cannot be loaded', async () => {
    fakeApi({ 'GET /api/admin/audit': { status: 500, body: { message: 'Server Error' } } });
    open();
    expect(await screen.findByText('The audit log could not be loaded.')).toBeTruthy();
  });
});
