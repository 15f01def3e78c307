import type { SpacePhoto } from '@app/domain/projects/space-photos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../../testing/fake-api.ts';
import { fakeXhr } from '../../../../testing/fake-xhr.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import { spacePhotoOf as photo } from '../../testing/fixtures.ts';
import { PhotosSection } from './PhotosSection.tsx';

afterEach(() => vi.unstubAllGlobals());

const PHOTOS = '/api/project/5/photos';
const TOO_SMALL = 'The photo field must be Minimum 480 X 480 pixels.';

const list = (...photos: SpacePhoto[]) => ({ photos, limit: 60 });

const render = () => renderPage(() => <PhotosSection projectId={5} />, { route: '/projects/5' });
const file = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Photos'), { target: { files } });

describe('Photos of the space (issue 24 point 6)', () => {
  it('uploads the chosen photos with their progress, and shows each refusal next to the field by its file', async () => {
    setAuthToken(TOKEN);
    let stored = list();
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      [`GET ${PHOTOS}`]: () => ok(stored),
      [`POST ${PHOTOS}`]: () => {
        // The second time only the small one is sent, and nothing is taken: a 422 on its file.
        if (api.calls(`POST ${PHOTOS}`).length === 2) return invalid({ 'photos.0': [TOO_SMALL] });
        stored = list(photo(3, { caption: 'North wall', room: 'Kitchen' }));
        const files = [
          { index: 0, photo_id: 3, error: null },
          { index: 1, photo_id: null, error: TOO_SMALL },
        ];
        const message = '1 of 2 photos added; the others are refused.';
        return { status: 201, body: { success: true, message, data: { ...stored, files } } };
      },
    });
    const { sent } = fakeXhr();
    const ui = render();
    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeTruthy();

    choose(file('wall.jpg'), file('tiny.png'));
    await ui.user.type(screen.getByRole('textbox', { name: 'Caption (optional)' }), 'North wall');
    await ui.user.type(screen.getByRole('textbox', { name: 'Room (optional)' }), 'Kitchen');
    await ui.user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(PHOTOS);
    const form = sent[0]!.body!;
    expect((form.getAll('photos') as File[]).map((f) => f.name)).toEqual(['wall.jpg', 'tiny.png']);
    expect([form.get('caption'), form.get('room')]).toEqual(['North wall', 'Kitchen']);
    sent[0]!.progress(50, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading photos' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));

    await sent[0]!.finish();
    expect(await screen.findByText('1 of 2 photos added; the others are refused.')).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'Photos of the space' });
    expect(within(grid).getByRole('button', { name: 'Open photo: North wall' })).toBeTruthy();
    expect(screen.getByText('1 of 60')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Photos refused' }).textContent).toBe(`tiny.png: ${TOO_SMALL}`);
    // The refused file stays chosen, the kept one does not.
    expect(screen.getByRole('button', { name: 'Remove tiny.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove wall.jpg' })).toBeNull();

    await ui.user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await sent[1]!.finish();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading photos' })).toBeNull());
    expect(screen.getByRole('list', { name: 'Photos refused' }).textContent).toBe(`tiny.png: ${TOO_SMALL}`);
    // Shown next to the field: no 'Invalid input OR some mandatory fields are blank.' toast on top.
    expect(screen.queryByText('Invalid input OR some mandatory fields are blank.')).toBeNull();
  });

  it('refuses a file that is no photo in the browser, without sending it', async () => {
    setAuthToken(TOKEN);
    fakeApi({ 'GET /api/authuser': ok(authUser()), [`GET ${PHOTOS}`]: ok(list()) });
    const { sent } = fakeXhr();
    render();
    await screen.findByRole('heading', { name: 'No photos yet' });
    choose(file('plans.pdf'));
    expect(
      await screen.findByText(/plans\.pdf: only JPG, JPEG, PNG, WEBP, GIF, BMP files are allowed\./),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: /Upload/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('opens a photo full size and deletes it after asking', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      [`GET ${PHOTOS}`]: ok(list(photo(3, { room: 'Bath' }), photo(4, { can_delete: false }))),
      [`DELETE ${PHOTOS}/3`]: ok(list(photo(4, { can_delete: false })), 'The photo is removed.'),
    });
    const ui = render();
    await ui.user.click(await screen.findByRole('button', { name: 'Open photo: Bath' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bath' });
    expect(within(dialog).getByRole('img', { name: 'Bath' })).toBeTruthy();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await ui.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The photo is removed.')).toBeTruthy();
    expect(api.calls(`DELETE ${PHOTOS}/3`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open photo: Bath' })).toBeNull());
    // Someone else's photo: open, but no delete.
    await ui.user.click(screen.getByRole('button', { name: 'Open photo: photo-4.webp' }));
    expect(
      within(await screen.findByRole('dialog')).queryByRole('button', { name: 'Delete photo' }),
    ).toBeNull();
  });
});
