import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { PLAN, TEMPLATE } from '../testing/fixtures.ts';
import ProjectsPage from './ProjectsPage.tsx';

const design = (id: number, name: string) => ({
  id,
  name,
  floorplan: PLAN,
  floorTemplate: TEMPLATE,
  project: null,
  version: 2,
  created_at: '2026-11-20T18:00:00Z',
  updated_at: '2026-11-21T18:00:00Z',
});

describe('/projects: the saved designs', () => {
  it('lists them, opens one in 3-D, and deletes one after asking', async () => {
    setAuthToken(TOKEN);
    let designs = [design(4, 'Hall bath'), design(7, 'Kitchen')];
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/designs': () => ok(designs),
      'DELETE /api/designs/4': () => {
        designs = designs.filter((d) => d.id !== 4);
        return ok(null, 'Design deleted.');
      },
    });
    const ui = renderPage(ProjectsPage, { route: '/projects' });
    const list = await screen.findByRole('list', { name: 'Saved designs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Version 2 · saved 11.21.2026')).toHaveLength(2);
    const open = within(list).getAllByRole('link', { name: 'Open in 3-D' });
    expect(open.map((a) => a.getAttribute('href'))).toEqual(['/visualize?design=4', '/visualize?design=7']);
    await ui.user.click(within(list).getByRole('button', { name: 'Delete Hall bath' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this design?' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Design deleted.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Saved designs' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(api.calls('DELETE /api/designs/4')).toHaveLength(1);
  });

  it('a visitor is asked to sign in; a pro is told designs are kept on homeowner accounts', async () => {
    fakeApi({});
    const guest = renderPage(ProjectsPage, { route: '/projects' });
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/login?redirect=%2Fprojects',
    );
    guest.unmount();
    setAuthToken(TOKEN);
    const api = fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Contractor' })) });
    renderPage(ProjectsPage, { route: '/projects' });
    expect(await screen.findByText('3-D designs are kept on homeowner accounts.')).toBeTruthy();
    expect(api.calls('GET /api/designs')).toHaveLength(0);
  });
});
