import type { ProductImage } from '@app/domain/catalog/product-images-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { fakeXhr } from '../../../testing/fake-xhr.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { ProductImages } from './ProductImages.tsx';

afterEach(() => vi.unstubAllGlobals());

const IMAGES = '/api/vendor/products/7/images';
const TOO_SMALL = 'The image field must be Minimum 400 X 400 pixels.';

const picture = (id: number, position: number): ProductImage => {
  const hash = String(id).repeat(64).slice(0, 64);
  return {
    id,
    position,
    url: `/media/products/${hash}.webp`,
    thumb_url: `/media/products/${hash}.thumb.webp`,
    width: 1600,
    height: 1200,
  };
};
const gallery = (...ids: number[]) => ({ images: ids.map((id, i) => picture(id, i)) });

function asVendor(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Vendor' })), ...routes });
}

function Screen() {
  return <ProductImages productId={7} />;
}
const render = () => renderPage(Screen, { route: '/vendor/products/7' });

const file = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add pictures'), { target: { files } });
const thumbnails = () =>
  within(screen.getByRole('list', { name: /Pictures of this product/ }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe('ProductImages (the vendor’s product pictures)', () => {
  it('uploads each chosen file on its own with a progress bar, and shows each refusal next to its file', async () => {
    let saved = gallery(1);
    const api = asVendor({
      [`GET ${IMAGES}`]: ok(saved),
      [`POST ${IMAGES}`]: () => {
        if (api.calls(`POST ${IMAGES}`).length === 2) return invalid({ 'images.0': [TOO_SMALL] });
        saved = gallery(1, 2);
        return {
          status: 201,
          body: { success: true, message: 'The image is saved.', data: { ...saved, files: [] } },
        };
      },
    });
    const { sent } = fakeXhr();
    render();
    expect(await screen.findByAltText('Gallery item 1')).toBeTruthy();

    choose(file('kitchen.png'), file('tiny.png'), file('notes.txt'));
    // The browser refuses the text file at once; the others go one after the other.
    expect(
      await screen.findByText(/notes\.txt: only JPG, SVG, JPEG, PNG, BMP, GIF files are allowed\./),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body!.get('images') as File).name).toBe('kitchen.png');
    expect(sent[0]!.url).toBe(IMAGES);
    sent[0]!.progress(40, 100);
    const first = await screen.findByRole('progressbar', { name: 'Uploading kitchen.png' });
    await waitFor(() => expect(first.getAttribute('aria-valuenow')).toBe('40'));
    expect(
      screen.getByRole('progressbar', { name: 'Uploading tiny.png' }).getAttribute('aria-valuetext'),
    ).toBe('Waiting');

    await sent[0]!.finish();
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(screen.queryByRole('progressbar', { name: 'Uploading kitchen.png' })).toBeNull();
    await waitFor(() => expect(sent).toHaveLength(2));
    await sent[1]!.finish();

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    const refused = await within(uploads).findByText(TOO_SMALL);
    expect(refused.closest('li')?.textContent).toContain('tiny.png');
    // Shown next to the file, so no 'Invalid input OR some mandatory fields are blank.' toast on top.
    expect(screen.queryByText('Invalid input OR some mandatory fields are blank.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss tiny.png' }));
    expect(screen.queryByText(TOO_SMALL)).toBeNull();
  });

  it('refuses an empty file in the browser without sending it', async () => {
    asVendor({ [`GET ${IMAGES}`]: ok(gallery()) });
    const { sent } = fakeXhr();
    render();
    expect(await screen.findByText('No pictures yet.')).toBeTruthy();
    choose(file('empty.png', 0));
    expect(await screen.findByText('The file is empty.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('reorders with Move earlier / Move later, keeping the focus on the moved picture', async () => {
    const api = asVendor({
      [`GET ${IMAGES}`]: ok(gallery(1, 2, 3)),
      [`PUT ${IMAGES}`]: (request) =>
        ok(gallery(...(request.body as { image_ids: number[] }).image_ids), 'The new order is saved.'),
    });
    render();
    await screen.findByAltText('Gallery item 3');
    expect(
      (screen.getByRole('button', { name: 'Move picture 1 earlier' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 2 later' }));
    await waitFor(() => expect(api.calls(`PUT ${IMAGES}`)).toHaveLength(1));
    expect(api.calls(`PUT ${IMAGES}`)[0]!.body).toEqual({ image_ids: [1, 3, 2] });
    await waitFor(() => expect(thumbnails()).toEqual([1, 3, 2].map((id) => picture(id, 0).thumb_url)));
    // Picture 2 is now the last: its Move later is disabled, so the focus is on its Move earlier.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move picture 3 earlier' })),
    );
    expect(await screen.findByText('Picture moved to place 3 of 3.')).toBeTruthy();
  });

  it('deletes a picture only after the confirmation', async () => {
    const api = asVendor({
      [`GET ${IMAGES}`]: ok(gallery(1, 2)),
      [`DELETE ${IMAGES}/1`]: ok(gallery(2), 'The image is removed.'),
    });
    render();
    await screen.findByAltText('Gallery item 2');
    fireEvent.click(screen.getByRole('button', { name: 'Delete picture 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this picture?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(`DELETE ${IMAGES}/1`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete picture 1' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete picture' }),
    );
    expect(await screen.findByText('The image is removed.')).toBeTruthy();
    expect(api.calls(`DELETE ${IMAGES}/1`)).toHaveLength(1);
    await waitFor(() => expect(thumbnails()).toEqual([picture(2, 0).thumb_url]));
  });

  it('with 12 pictures offers no drop zone; a failed load offers to try again', async () => {
    let fail = true;
    asVendor({
      [`GET ${IMAGES}`]: () =>
        fail
          ? { status: 500, body: { message: 'Boom' } }
          : ok(gallery(...Array.from({ length: 12 }, (_, i) => i + 1))),
    });
    render();
    expect(await screen.findByText('The pictures could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'This product has 12 pictures, the most it may have: delete one to add another.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Add pictures')).toBeNull();
  });
});
