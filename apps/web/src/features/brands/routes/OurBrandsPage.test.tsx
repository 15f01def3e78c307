import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../../lib/catalog-types.ts';
import { jsonResponse, renderGuarded } from '../../../testing/test-helpers.tsx';
import OurBrandsPage from './OurBrandsPage.tsx';

const BRANDS: Brand[] = [
  { id: 3, name: 'Marazzi', slug: 'marazzi', logo: '/media/brands/marazzi.svg', product_count: 1840 },
  { id: 5, name: 'Kohler', slug: 'kohler', logo: '', product_count: 1 },
];

/** GET /api/brands answers `brands` (or fails with `status`); everything else is not found. */
function fakeBrandsApi(answers: Array<{ status: number; data?: unknown }>) {
  const fetchMock = vi.fn(async (url: RequestInfo | URL) => {
    if (String(url).split('?')[0] !== '/api/brands') return jsonResponse(404, {});
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return answer?.status === 200
      ? jsonResponse(200, { success: true, data: answer.data })
      : jsonResponse(answer?.status ?? 500, { success: false, message: 'Server error.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderBrands = () => renderGuarded([{ path: 'our-brands', element: <OurBrandsPage /> }], '/our-brands');

afterEach(() => vi.unstubAllGlobals());

describe('/our-brands (GET /api/brands)', () => {
  it('shows each brand with its logo, name and product count', async () => {
    fakeBrandsApi([{ status: 200, data: BRANDS }]);
    renderBrands();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Brand Partners' })).toBeTruthy();
    expect(screen.getByText('Loading brands')).toBeTruthy();

    const marazzi = (await screen.findByRole('heading', { name: 'Marazzi' })).closest('li') as HTMLElement;
    expect(within(marazzi).getByRole('img', { name: 'Marazzi logo' }).getAttribute('src')).toBe(
      '/media/brands/marazzi.svg',
    );
    expect(within(marazzi).getByText('1,840 products')).toBeTruthy();
    const kohler = screen.getByRole('heading', { name: 'Kohler' }).closest('li') as HTMLElement;
    expect(within(kohler).getByText('1 product')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("holds the grid with placeholder cards of a brand card's frame while loading (issue 23: no layout shift)", async () => {
    fakeBrandsApi([{ status: 200, data: BRANDS }]);
    renderBrands();
    const placeholders = screen.getAllByTestId('brand-card-skeleton');
    expect(placeholders).toHaveLength(20);
    expect(placeholders.every((p) => p.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(screen.getByText('Loading brands').getAttribute('role')).toBe('status');

    const card = (await screen.findByRole('heading', { name: 'Marazzi' })).closest('li') as HTMLElement;
    expect(screen.queryAllByTestId('brand-card-skeleton')).toHaveLength(0);
    // The same frame (padding, ring, layout) and the same grid: a card takes a placeholder's place exactly.
    for (const frameClass of card.className.split(' '))
      expect(placeholders[0]?.classList).toContain(frameClass);
    expect(card.parentElement?.className).toBe(placeholders[0]?.parentElement?.className);
  });

  it('says so when there are no brands', async () => {
    fakeBrandsApi([{ status: 200, data: [] }]);
    renderBrands();
    expect(await screen.findByText('No brand partners to show yet.')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('offers Try again after an error, and shows the brands when it succeeds', async () => {
    fakeBrandsApi([{ status: 500 }, { status: 200, data: BRANDS }]);
    const user = userEvent.setup();
    renderBrands();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load our brand partners.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kohler' })).toBeTruthy();
  });
});
