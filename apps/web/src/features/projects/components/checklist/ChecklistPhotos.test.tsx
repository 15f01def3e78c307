import { CHECKLIST_MESSAGES } from '@app/domain/projects/checklist';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../../lib/storage.ts';
import { type FakeReply, fakeApi, invalid, ok } from '../../../../testing/fake-api.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import ProjectPage from '../../routes/ProjectPage.tsx';
import { checklistOf, ITEM_A, ITEM_B, itemOf, overviewOf, spacePhotoOf } from '../../testing/fixtures.ts';

const tile = itemOf(ITEM_A, { title: 'Floor tile', photo_id: 41 });
const vanity = itemOf(ITEM_B, { kind: 'fixture', title: 'Vanity' });
const photos = {
  photos: [spacePhotoOf(42, { room: 'Hall bath' }), spacePhotoOf(41, { caption: 'North wall, water stain' })],
  limit: 60,
};

describe('a checklist item’s photo (issue 24 point 2)', () => {
  it('shows the item’s photo, opens it full size, and picks one of the project’s photos for another item', async () => {
    setAuthToken(TOKEN);
    const puts: FakeReply[] = [
      invalid({ 'items.1.photo_id': [CHECKLIST_MESSAGES.notProjectPhoto] }),
      ok(checklistOf(4, [tile, { ...vanity, photo_id: 42 }]), 'Checklist updated.'),
    ];
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf()),
      'GET /api/projectChecklist/5': ok(checklistOf(3, [tile, vanity])),
      'GET /api/project/5/photos': ok(photos),
      'PUT /api/projectChecklist/9': () => puts.shift()!,
    });
    const ui = renderPage(ProjectPage, { route: '/projects/:id', url: '/projects/5?tab=checklist' });
    const table = await screen.findByRole('table', { name: 'Checklist items' });

    await ui.user.click(await within(table).findByRole('button', { name: 'Open the photo of Floor tile' }));
    const viewer = await screen.findByRole('dialog', { name: 'North wall, water stain' });
    // Deleting a photo is the Photos tab's business, not the checklist's.
    expect(within(viewer).queryByRole('button', { name: 'Delete photo' })).toBeNull();
    await ui.user.keyboard('{Escape}');
    expect(within(table).queryByRole('button', { name: 'Open the photo of Vanity' })).toBeNull();

    await ui.user.click(within(table).getByRole('button', { name: 'Edit Vanity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Vanity”' });
    const group = within(dialog).getByRole('group', { name: 'Photo (optional)' });
    expect(within(group).getByRole('radio', { name: 'No photo' })).toHaveProperty('checked', true);
    await ui.user.click(within(group).getByRole('radio', { name: 'Hall bath' }));
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save item' }));
    // The server's refusal shows on the photo, and the dialog stays open with the choice.
    expect(await within(group).findByText(CHECKLIST_MESSAGES.notProjectPhoto)).toBeTruthy();
    expect(within(group).getByRole('radio', { name: 'Hall bath' })).toHaveProperty('checked', true);

    await ui.user.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Checklist updated.')).toBeTruthy();
    const [first, second] = api.calls('PUT /api/projectChecklist/9');
    for (const put of [first, second]) {
      expect(put!.body).toMatchObject({
        items: [
          { id: ITEM_A, photo_id: 41 },
          { id: ITEM_B, photo_id: 42 },
        ],
      });
    }
    expect(await within(table).findByRole('button', { name: 'Open the photo of Vanity' })).toBeTruthy();
  });

  it('says where photos come from when the project has none', async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf()),
      'GET /api/projectChecklist/5': ok(checklistOf(3, [vanity])),
      'GET /api/project/5/photos': ok({ photos: [], limit: 60 }),
    });
    const ui = renderPage(ProjectPage, { route: '/projects/:id', url: '/projects/5?tab=checklist' });
    await ui.user.click(await screen.findByRole('button', { name: 'Edit Vanity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Vanity”' });
    expect(
      await within(dialog).findByText(
        'No photos of the space yet. Add them in the project’s Photos tab, then pick one here.',
      ),
    ).toBeTruthy();
  });
});
