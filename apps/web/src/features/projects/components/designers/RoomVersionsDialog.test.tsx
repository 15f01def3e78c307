import { DESIGN_MESSAGES } from '@app/domain/designs/contract';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showroomSelection } from '../../../../lib/showroom-selection.ts';
import { setAuthToken } from '../../../../lib/storage.ts';
import { demoShopProfile } from '../../../../testing/catalog-fixtures.ts';
import { fakeApi, ok } from '../../../../testing/fake-api.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import ProjectPage from '../../routes/ProjectPage.tsx';
import { overviewOf } from '../../testing/fixtures.ts';

const room = (version: number) => ({
  id: 3,
  name: 'Main kitchen',
  floorplan: 'kitchen-galley-3658x2438',
  floorTemplate: null,
  version,
  version_count: version,
  updated_at: '2026-11-23T18:00:00Z',
});
const versionsOf = (newest: number) => ({
  id: 3,
  version: newest,
  versions: Array.from({ length: newest }, (_, i) => ({
    version: newest - i,
    created_at: `2026-11-${String(10 + newest - i).padStart(2, '0')}T18:00:00Z`,
  })),
});
const design = (version: number) => ({
  id: 3,
  name: 'Main kitchen',
  floorplan: 'kitchen-galley-3658x2438',
  floorTemplate: null,
  project: 5,
  version,
  created_at: '2026-11-20T18:00:00Z',
  updated_at: '2026-11-23T18:00:00Z',
  document_version: version,
  document: floorPlanById('kitchen-galley-3658x2438')!.doc,
});

describe('a room’s versions on the project page (issue 24 point 5)', () => {
  it('the owner restores an older version; a save elsewhere first is said in the server’s words', async () => {
    setAuthToken(TOKEN);
    let newest = 3;
    let first = true;
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': () => ok(overviewOf({ rooms: [room(newest)] })),
      'GET /api/designs/3/versions': () => ok(versionsOf(newest)),
      'POST /api/designs/3/restore': () => {
        if (first) {
          // A designer saved version 4 meanwhile.
          first = false;
          newest = 4;
          return { status: 409, body: { success: false, message: DESIGN_MESSAGES.stale } };
        }
        newest += 1;
        return ok(design(newest), DESIGN_MESSAGES.restored);
      },
    });
    const ui = renderPage(ProjectPage, { route: '/projects/:id', url: '/projects/5' });
    await ui.user.click(await screen.findByRole('button', { name: 'Versions of Main kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of Main kitchen' });
    const list = await within(dialog).findByRole('list', { name: 'Versions of Main kitchen' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 9)),
    ).toEqual(['Version 3', 'Version 2', 'Version 1']);
    expect(within(list).getByText('Current')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Restore version 3' })).toBeNull();

    await ui.user.click(within(list).getByRole('button', { name: 'Restore version 1' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(DESIGN_MESSAGES.stale);
    // The list caught up with the version saved elsewhere; restoring again is made on it.
    expect(await within(list).findByText('Version 4')).toBeTruthy();
    await ui.user.click(within(list).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText(DESIGN_MESSAGES.restored)).toBeTruthy();
    expect(await within(list).findByText('Version 5')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(api.calls('POST /api/designs/3/restore').map((c) => c.body)).toEqual([
      { version: 1, base_version: 3 },
      { version: 1, base_version: 4 },
    ]);
    // The room's card shows the new version too.
    await ui.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/Version 5 · 5 versions kept/)).toBeTruthy();
  });

  it('a designer of the project opens the room in 3-D in the project’s showroom and sees versions, not Restore', async () => {
    setAuthToken(TOKEN);
    showroomSelection.clear();
    fakeApi({
      'GET /api/authuser': ok(authUser({ id: 41, user_id: 41, type: 'Contractor' })),
      'GET /api/project/5': ok(overviewOf({ role: 'designer', rooms: [room(2)] })),
      'GET /api/designs/3/versions': ok(versionsOf(2)),
      'GET /api/visualization/shop_profile': ok({
        profile: demoShopProfile({ vsd_id: 'CARL0001', company_name: 'Carl Builds', user_id: 30 }),
        category: [],
      }),
    });
    const ui = renderPage(ProjectPage, { route: '/pro/projects/:id', url: '/pro/projects/5' });
    expect(await screen.findByRole('link', { name: 'Open in 3-D' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Main kitchen' })).toBeNull();
    await ui.user.click(screen.getByRole('button', { name: 'Versions of Main kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of Main kitchen' });
    expect(await within(dialog).findByText('Version 1')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Restore/ })).toBeNull();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await ui.user.click(screen.getByRole('link', { name: 'Open in 3-D' }));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/visualize?design=3'));
    expect(showroomSelection.get()?.vsd_id).toBe('CARL0001');
  });
});
