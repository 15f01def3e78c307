import type { ProClient } from '@app/domain/pros/clients';
import type { Invitation } from '@app/domain/pros/invitations';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import ClientPage from './ClientPage.tsx';
import ClientsPage from './ClientsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const ann: ProClient = {
  id: 41,
  full_name: 'Ann Home',
  email: 'ann@example.test',
  registered_here: true,
  joined_at: '2026-11-02T10:00:00.000Z',
  project_count: 2,
  cart_count: 1,
  order_count: 1,
  profit_cents: 4250,
  projects: [
    { id: 7, name: 'Kitchen', is_cart: false, updated_at: '2026-11-20T10:00:00.000Z' },
    { id: 8, name: 'Bathroom', is_cart: true, updated_at: '2026-11-21T10:00:00.000Z' },
  ],
  carts: [
    {
      project_id: 8,
      name: 'Bathroom',
      count: 3,
      total_qty: 9,
      subtotal_cents: 123456,
      updated_at: '2026-11-21T10:00:00.000Z',
    },
  ],
  orders: [
    {
      id: 5,
      number: '100005',
      created_at: '2026-11-18T10:00:00.000Z',
      status_summary: [
        { status: 'Waiting for approval', count: 1 },
        { status: 'Delivered', count: 2 },
      ],
      items: 3,
      total_qty: 7,
      profit_cents: 4250,
    },
  ],
};

const page = (data: ProClient[], total = data.length, current = 1) => ({
  data,
  total,
  per_page: 10,
  current_page: current,
  last_page: Math.max(1, Math.ceil(total / 10)),
  path: 'http://localhost/api/pro/clients',
  links: [],
});

const invitation = (over: Partial<Invitation>): Invitation => ({
  id: 1,
  kind: 'client',
  email: 'cleo@example.test',
  name: 'Cleo',
  status: 'sent',
  sent_at: '2026-11-25T10:00:00.000Z',
  expires_at: '2026-12-09T10:00:00.000Z',
  accepted_at: null,
  sent_count: 1,
  ...over,
});

const open = () => renderPage(ClientsPage, { route: '/pro/clients' });

describe('/pro/clients', () => {
  it('loads, then lists the clients (cart totals at the client’s prices, the pro’s profit) and the invitations', async () => {
    fakeApi({
      'GET /api/pro/clients': ok(page([ann])),
      'GET /api/pro/invitations': ok([
        invitation({}),
        invitation({ id: 2, kind: 'designer', email: 'dee@example.test', name: '', status: 'expired' }),
        invitation({
          id: 3,
          email: 'ann@example.test',
          status: 'accepted',
          accepted_at: '2026-11-26T09:00:00.000Z',
        }),
      ]),
    });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(screen.getByText('Loading your clients')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Your clients' });
    const row = within(table).getByRole('row', { name: /Ann Home/ });
    expect(within(row).getByRole('link', { name: 'Ann Home' }).getAttribute('href')).toBe('/pro/clients/41');
    expect(row.textContent).toContain('$1,234.56');
    expect(row.textContent).toContain('$42.50');
    expect(row.textContent).toContain('11.02.2026');
    expect(screen.getByText(/1 client\./)).toBeTruthy();
    // Phones get the same clients as cards (the table shows from 768 px on).
    const cards = screen.getByRole('list', { name: 'Your clients' });
    expect(within(cards).getByRole('link', { name: 'Ann Home' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Invitations' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(
        /Cleo.*cleo@example\.test.*Client.*Sent.*Sent 11\.25\.2026 · expires 12\.09\.2026/,
      ),
      expect.stringMatching(/dee@example\.test.*Designer.*Expired/),
      expect.stringMatching(/ann@example\.test.*Client.*Accepted.*Accepted 11\.26\.2026/),
    ]);
  });

  it('says so when there are no clients and no invitations yet', async () => {
    fakeApi({ 'GET /api/pro/clients': ok(page([])), 'GET /api/pro/invitations': ok([]) });
    open();
    expect(await screen.findByText(/^No clients yet\. Invite a client by mail/)).toBeTruthy();
    expect(await screen.findByText('No invitations yet: invite your first client above.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('invites a designer by mail: the toast, the list refreshed, the form emptied for the next one', async () => {
    let listed: Invitation[] = [];
    const api = fakeApi({
      'GET /api/pro/clients': ok(page([])),
      'GET /api/pro/invitations': () => ok(listed),
      'POST /api/pro/invitations': () => {
        listed = [invitation({ kind: 'designer', email: 'dee@example.test', name: 'Dee Signer' })];
        return { status: 201, body: { success: true, message: 'The invitation is sent.', data: listed[0] } };
      },
    });
    const { user } = open();
    const kind = await screen.findByLabelText(/^Invite a/);
    expect(screen.getByText(/The link registers them as your client/)).toBeTruthy();
    await user.selectOptions(kind, 'designer');
    expect(screen.getByText(/pro registration with the Designer trade/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), 'dee@example.test');
    await user.type(screen.getByLabelText(/^Name/), 'Dee Signer');
    await user.type(screen.getByLabelText(/^Personal message/), 'Our Bay kitchen project.');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('The invitation is sent.')).toBeTruthy();
    expect(api.calls('POST /api/pro/invitations')[0].body).toEqual({
      kind: 'designer',
      email: 'dee@example.test',
      name: 'Dee Signer',
      message: 'Our Bay kitchen project.',
    });
    expect(await screen.findByText('Dee Signer')).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Invite a/) as HTMLSelectElement).value).toBe('designer');
  });

  it('shows errors next to their fields: the browser’s own check first, then the server’s', async () => {
    const api = fakeApi({
      'GET /api/pro/clients': ok(page([])),
      'GET /api/pro/invitations': ok([]),
      'POST /api/pro/invitations': invalid({ email: ['The email must be a valid email address.'] }),
    });
    const { user } = open();
    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /api/pro/invitations')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'x@bad.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.calls('POST /api/pro/invitations')).toHaveLength(1));
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('says when the invitations limit is reached', async () => {
    fakeApi({
      'GET /api/pro/clients': ok(page([])),
      'GET /api/pro/invitations': ok([]),
      'POST /api/pro/invitations': {
        status: 429,
        body: { message: 'Too many invitations sent. Please try again in 42 minutes.' },
      },
    });
    const { user } = open();
    await user.type(await screen.findByLabelText(/^Email/), 'one@example.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many invitations sent. Please try again in 42 minutes.',
    );
  });

  it('revokes an invitation from the keyboard', async () => {
    let listed = [invitation({})];
    const api = fakeApi({
      'GET /api/pro/clients': ok(page([])),
      'GET /api/pro/invitations': () => ok(listed),
      'DELETE /api/pro/invitations/1': () => {
        listed = [];
        return ok(null, 'The invitation is revoked: its link no longer works.');
      },
    });
    const { user } = open();
    const revoke = await screen.findByRole('button', { name: 'Revoke the invitation to cleo@example.test' });
    revoke.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The invitation is revoked: its link no longer works.')).toBeTruthy();
    expect(api.calls('DELETE /api/pro/invitations/1')).toHaveLength(1);
    expect(await screen.findByText('No invitations yet: invite your first client above.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('No invitations yet: invite your first client above.'),
    );
  });

  it('pages through the clients', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ ...ann, id: 100 + i, full_name: `Client ${i}` }));
    const api = fakeApi({
      'GET /api/pro/clients': (request) =>
        request.query.get('page') === '2'
          ? ok(page([{ ...ann, id: 200, full_name: 'Last Client' }], 11, 2))
          : ok(page(many, 11, 1)),
      'GET /api/pro/invitations': ok([]),
    });
    const { user } = open();
    await screen.findAllByRole('link', { name: 'Client 0' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Clients pages' })).getByRole('button', { name: /Next/ }),
    );
    const table = await screen.findByRole('table', { name: 'Your clients' });
    expect(await within(table).findByRole('link', { name: 'Last Client' })).toBeTruthy();
    expect(api.calls('GET /api/pro/clients').at(-1)?.query.get('page')).toBe('2');
  });
});

describe('/pro/clients/{id}', () => {
  it('shows the client’s projects, carts (client’s total) and orders (status, the pro’s profit)', async () => {
    fakeApi({ 'GET /api/pro/clients/41': ok(ann) });
    renderPage(ClientPage, { route: '/pro/clients/:id', url: '/pro/clients/41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Home' })).toBeTruthy();
    const projects = screen.getByRole('region', { name: /Projects/ });
    expect(within(projects).getByText('Kitchen')).toBeTruthy();
    const carts = screen.getByRole('region', { name: /Carts/ });
    expect(within(carts).getByRole('row', { name: /Bathroom/ }).textContent).toContain('$1,234.56');
    const orders = screen.getByRole('region', { name: /Orders/ });
    const order = within(orders).getByRole('row', { name: /#100005/ });
    expect(order.textContent).toContain('Pending Approval (1), Delivered (2)');
    expect(order.textContent).toContain('$42.50');
    expect(screen.getByRole('link', { name: '← All clients' }).getAttribute('href')).toBe('/pro/clients');
  });

  it('a user who is not the showroom’s client is not found', async () => {
    fakeApi({});
    renderPage(ClientPage, { route: '/pro/clients/:id', url: '/pro/clients/9' });
    expect(await screen.findByText('This client was not found among your showroom’s clients.')).toBeTruthy();
  });
});
