import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';

import { cardOf, cardsPage } from '../testing/fixtures.ts';
import ProjectsPage from './ProjectsPage.tsx';
import ProProjectsPage from './ProProjectsPage.tsx';

const open = () => renderPage(ProjectsPage, { route: '/projects' });
const design = {
  id: 4,
  name: 'Hall bath',
  floorplan: 'bathroom-hall-2438x1524',
  floorTemplate: 'bathroom-modern-light',
  project: 2,
  version: 2,
  created_at: '2026-11-20T18:00:00Z',
  updated_at: '2026-11-21T18:00:00Z',
};

describe('/projects and /pro/projects: the project lists (issue 24)', () => {
  it('lists the homeowner’s projects with showroom, rooms, checklist progress, last activity and sharing', async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project': ok(
        cardsPage([
          cardOf(),
          cardOf({
            id: 6,
            name: 'Patio',
            showroom: null,
            rooms: 0,
            shared_with_pro_at: '2026-11-22T18:00:00Z',
            checklist: { total: 0, to_decide: 0, chosen: 0, ordered: 0, installed: 0 },
          }),
        ]),
      ),
    });
    open();
    const list = await screen.findByRole('list', { name: 'Projects' });
    const [kitchen, patio] = within(list).getAllByRole('listitem');
    expect(within(kitchen!).getByRole('link', { name: 'Kitchen remodel' }).getAttribute('href')).toBe(
      '/projects/5',
    );
    expect(within(kitchen!).getByText('Carl Builds')).toBeTruthy();
    expect(within(kitchen!).getByText('Not shared')).toBeTruthy();
    expect(kitchen!.textContent).toContain('1 of 4 items installed');
    expect(kitchen!.textContent).toContain('Last activity11.21.2026');
    expect(within(patio!).getByText('No showroom yet')).toBeTruthy();
    expect(within(patio!).getByText('Shared 11.22.2026')).toBeTruthy();
    expect(within(patio!).getByText('No checklist items yet')).toBeTruthy();
  });

  it('with none, says what a project is and offers to start one; a visitor is asked to sign in', async () => {
    setAuthToken(TOKEN);
    fakeApi({ 'GET /api/authuser': ok(authUser()), 'GET /api/project': ok(cardsPage([])) });
    const ui = open();
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New project' })).toHaveLength(2);
    ui.unmount();
    localStorage.clear();
    const api = fakeApi({});
    open();
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/login?redirect=%2Fprojects',
    );
    expect(api.calls('GET /api/project')).toHaveLength(0);
  });

  it('New project from a saved design: not the cart, the design named, errors under their fields, then the project opens', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project': ok(cardsPage([])),
      'GET /api/designs': ok([design]),
      'POST /api/projectCart': (r) =>
        (r.body as { vsd_id?: string }).vsd_id === 'NOPE'
          ? invalid({ vsd_id: ['The selected showroom is invalid.'] })
          : {
              status: 201,
              body: {
                success: true,
                message: 'Project created successfully.',
                data: { project_id: 8, id: 8 },
              },
            },
    });
    const ui = open();
    await ui.user.click((await screen.findAllByRole('button', { name: 'New project' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(within(dialog).getByText('The name field is required.')).toBeTruthy();
    await ui.user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Our bath');
    await ui.user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Start with' }),
      'From my design “Hall bath”',
    );
    await ui.user.type(within(dialog).getByRole('textbox', { name: 'Contractor’s showroom ID' }), 'nope');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('The selected showroom is invalid.')).toBeTruthy();
    await ui.user.clear(within(dialog).getByRole('textbox', { name: 'Contractor’s showroom ID' }));
    await ui.user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/projects/8');
    expect(api.calls('POST /api/projectCart').at(-1)!.body).toEqual({
      name: 'Our bath',
      design: 4,
      is_cart: false,
    });
  });

  it('the portal lists the projects shared with the pro, with their owner, each opening the project', async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser({ type: 'Contractor' })),
      'GET /api/pro/projects': ok(
        cardsPage([cardOf({ role: 'pro', shared_with_pro_at: '2026-11-22T18:00:00Z' })]),
      ),
    });
    const ui = renderPage(ProProjectsPage, { route: '/pro/projects' });
    const list = await screen.findByRole('list', { name: 'Projects' });
    expect(within(list).getByText('Client: Ann Lee')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Kitchen remodel' }).getAttribute('href')).toBe(
      '/pro/projects/5',
    );
    ui.unmount();
    fakeApi({
      'GET /api/authuser': ok(authUser({ type: 'Contractor' })),
      'GET /api/pro/projects': ok(cardsPage([])),
    });
    renderPage(ProProjectsPage, { route: '/pro/projects' });
    expect(await screen.findByRole('heading', { name: 'No shared projects yet' })).toBeTruthy();
  });
});
