import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api.ts';
import { renderPage } from './render-page.tsx';

/** /cart as the server draws it (issue 23): the cart is the browser's own, so only its absence is known. */
async function drawCart(mayHaveCart: boolean) {
  const page = await renderPage(
    { url: '/cart', origin: 'http://localhost', showroomCookie: null, mayHaveCart },
    (url, init) => fetch(url, init),
  );
  if (!('body' in page)) throw new Error('/cart was not drawn');
  return page;
}

describe('/cart drawn by the server', () => {
  beforeEach(() => {
    fakeApi({});
  });

  it('is the empty cart for a browser with neither a cart nor a session, as its own read would answer', async () => {
    const page = await drawCart(false);
    expect(page.body).toContain('Your cart is empty');
    expect(page.body).not.toContain('Loading your cart');
    expect(JSON.parse(page.state).queries.queries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          queryKey: ['cart'],
          state: expect.objectContaining({ status: 'success' }),
        }),
      ]),
    );
  });

  it('is the cart loading for a browser that may have one (its id or session stays in the browser)', async () => {
    const page = await drawCart(true);
    expect(page.body).toContain('Loading your cart');
    expect(page.body).not.toContain('Your cart is empty');
  });
});
