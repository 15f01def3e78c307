import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '../../../testing/fake-api.ts';
import { ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { ADMIN_ID, adminUser, asAdmin, pageOf } from '../testing/admin-fixtures.ts';
import AdminUsersPage from './AdminUsersPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const render = (url = '/admin/users') => renderPage(AdminUsersPage, { route: '/admin/users', url });
const table = async () => screen.findByRole('table', { name: 'Users' });
const rowOf = async (name: string) =>
  (await within(await table()).findByText(name)).closest('tr') as HTMLElement;

const ann = adminUser();
const vic = adminUser({ id: 42, full_name: 'Vic Vendor', email: 'vic@example.test', type: 'Vendor' });

describe('the admin’s users page', () => {
  it('lists the accounts with their type, status and a status control', async () => {
    asAdmin({ 'GET /api/admin/users': ok(pageOf([ann, vic], 12)) });
    render();
    const row = await rowOf('Ann Home');
    expect(row.textContent).toContain('ann@example.test');
    expect(row.textContent).toContain('User');
    const control = within(row).getByLabelText('Status of Ann Home') as HTMLSelectElement;
    expect(control.value).toBe('Active');
    expect(screen.getByText('12 users')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toBeTruthy();
  });

  it('searches by name or email on submit and filters by type and status at once, from page 1', async () => {
    const api = asAdmin({ 'GET /api/admin/users': ok(pageOf([ann])) });
    const { user, router } = render('/admin/users?page=3');
    await table();
    await user.selectOptions(screen.getByLabelText('Type'), 'Vendor');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await user.type(screen.getByLabelText('Name or email'), '  vic@ ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=vic%40&type=Vendor&status=Pending'));
    const last = api.calls('GET /api/admin/users').at(-1) as FakeRequest;
    expect(Object.fromEntries(last.query)).toEqual({
      q: 'vic@',
      type: 'Vendor',
      status: 'Pending',
      page: '1',
    });
  });

  it('says so when no account matches', async () => {
    asAdmin({ 'GET /api/admin/users': ok(pageOf([])) });
    render('/admin/users?q=nobody');
    expect(await screen.findByText('No user matches the search.')).toBeTruthy();
  });

  it('deactivates after a confirmation that says what it does, then reads the list again', async () => {
    let status = 'Active';
    const api = asAdmin({
      'GET /api/admin/users': () => ok(pageOf([adminUser({ status, status_group: status as 'Active' })])),
      'PATCH /api/admin/users/41/status': (req) => {
        status = (req.body as { status: string }).status;
        return ok(adminUser({ status }), 'The account is deactivated: it is signed out and cannot sign in.');
      },
    });
    const { user } = render();
    const row = await rowOf('Ann Home');
    await user.selectOptions(within(row).getByLabelText('Status of Ann Home'), 'Deactive');
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ann Home?' });
    expect(dialog.textContent).toContain('signed out at once');
    expect(api.calls('PATCH /api/admin/users/41/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('The account is deactivated: it is signed out and cannot sign in.'),
    ).toBeTruthy();
    expect(api.calls('PATCH /api/admin/users/41/status')[0].body).toEqual({ status: 'Deactive' });
    await waitFor(async () =>
      expect(
        (within(await rowOf('Ann Home')).getByLabelText('Status of Ann Home') as HTMLSelectElement).value,
      ).toBe('Deactive'),
    );
  });

  it('cancelling the confirmation sends nothing and keeps the status shown', async () => {
    const api = asAdmin({ 'GET /api/admin/users': ok(pageOf([ann])) });
    const { user } = render();
    const row = await rowOf('Ann Home');
    await user.selectOptions(within(row).getByLabelText('Status of Ann Home'), 'Approve');
    const dialog = await screen.findByRole('dialog', { name: 'Set Ann Home to Approve?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PATCH /api/admin/users/41/status')).toHaveLength(0);
    expect((within(row).getByLabelText('Status of Ann Home') as HTMLSelectElement).value).toBe('Active');
  });

  it('lets the arrow keys browse past Approve to Deactive, asks on Enter, and gives the focus back on Escape', async () => {
    const api = asAdmin({ 'GET /api/admin/users': ok(pageOf([ann])) });
    const { user } = render();
    const select = within(await rowOf('Ann Home')).getByLabelText('Status of Ann Home') as HTMLSelectElement;
    select.focus();
    // A closed select changes at once on an arrow key (Chromium on Linux and Windows): browsing, not a choice.
    for (const value of ['Approve', 'Deactive']) {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value } });
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(select.value).toBe('Deactive');
    expect(within(await rowOf('Ann Home')).getByRole('button', { name: 'Set to Deactive' })).toBeTruthy();
    fireEvent.keyDown(select, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ann Home?' });
    // The safe answer has the focus first.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(select.value).toBe('Active');
    expect(api.calls('PATCH /api/admin/users/41/status')).toHaveLength(0);
  });

  it('shows the server’s refusal in the dialog', async () => {
    asAdmin({
      'GET /api/admin/users': ok(pageOf([ann])),
      'PATCH /api/admin/users/41/status': {
        status: 409,
        body: { message: 'This account is waiting in the verification queue: approve or decline it there.' },
      },
    });
    const { user } = render();
    await user.selectOptions(
      within(await rowOf('Ann Home')).getByLabelText('Status of Ann Home'),
      'Deactive',
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This account is waiting in the verification queue: approve or decline it there.',
    );
  });

  it('sends a pending pro to the verification queue, and never offers the admin to deactivate themself', async () => {
    const pending = adminUser({
      id: 43,
      full_name: 'Quin Pro',
      type: 'Contractor',
      status: 'Pending',
      status_group: 'Pending',
      company_name: 'Queue Jumpers',
      verification: { kind: 'pro', status: 'pending' },
    });
    const me = adminUser({ id: ADMIN_ID, full_name: 'Ada Admin', type: 'Admin' });
    asAdmin({ 'GET /api/admin/users': ok(pageOf([pending, me])) });
    render();
    const proRow = await rowOf('Quin Pro');
    expect(proRow.textContent).toContain('Contractor · Queue Jumpers');
    expect(within(proRow).queryByRole('combobox')).toBeNull();
    expect(
      within(proRow).getByRole('link', { name: 'Decide in the verification queue' }).getAttribute('href'),
    ).toBe('/admin/verifications');
    const myRow = await rowOf('Ada Admin');
    expect(myRow.textContent).toContain('(you)');
    const options = within(myRow).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.disabled])).toEqual([
      ['Active', false],
      ['Approve', false],
      ['Deactive', true],
    ]);
  });
});
