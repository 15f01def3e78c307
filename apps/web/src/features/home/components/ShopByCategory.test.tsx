import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showroomSelection } from '../../../lib/showroom-selection.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { DEMO_SHOWROOM } from '../../../testing/catalog-fixtures.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { controlIntersections } from '../../../testing/intersections.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { DEMO_PROFILE, TILES } from '../testing/home-data.ts';
import { ShopByCategory } from './ShopByCategory.tsx';

const open = () => renderPage(ShopByCategory, { route: '/' });
const tilesList = async () =>
  (await screen.findByRole('heading', { name: 'Shop by category' })).closest('section') as HTMLElement;

// The section asks for its tiles once it nears the screen: here it is on screen from the start.
beforeEach(() => controlIntersections().bringIntoView());
afterEach(() => {
  showroomSelection.clear();
  vi.unstubAllGlobals();
});

describe("'Shop by category' tiles (GET /api/categories/tiles)", () => {
  it('asks for the tiles only once the section nears the screen, showing them loading until then', async () => {
    const screenEdge = controlIntersections();
    const api = fakeApi({ 'GET /api/categories/tiles': ok(TILES) });
    open();
    await tilesList();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('GET /api/categories/tiles')).toHaveLength(0);
    expect(screen.getByText('Loading categories')).toBeTruthy();
    screenEdge.bringIntoView();
    expect(await screen.findByRole('button', { name: 'Countertop' })).toBeTruthy();
    expect(api.calls('GET /api/categories/tiles')).toHaveLength(1);
  });

  it('shows the 21 tiles with their images; with a showroom selected a tile opens it on that category', async () => {
    showroomSelection.select(DEMO_SHOWROOM);
    fakeApi({ 'GET /api/categories/tiles': ok(TILES) });
    const ui = open();
    expect(screen.getByText('Loading categories')).toBeTruthy();
    const sinks = await screen.findByRole('link', { name: 'Kitchen Sinks' });
    const section = await tilesList();
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(21);
    // The spec's names, the slug-written 'luxury-flooring' read as 'Luxury Flooring' (issue 22 A6).
    expect(links.map((link) => link.textContent)).toEqual(
      TILES.map((tile) => (tile.name === 'luxury-flooring' ? 'Luxury Flooring' : tile.name)),
    );
    expect(section.querySelectorAll('img[src="/media/categories/kitchen-sinks.svg"]')).toHaveLength(1);
    expect(sinks.getAttribute('href')).toBe('/visualize/contractor/all?category=kitchen-sinks');

    await ui.user.click(sinks);
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/visualize/contractor/all?category=kitchen-sinks',
    );
    expect(readStored(STORAGE_KEYS.product_category)).toEqual({
      id: 13,
      name: 'Kitchen Sinks',
      slug_url: 'kitchen-sinks',
    });
  });

  it('without a showroom a tile asks for one in a modal, and Back to shopping closes it', async () => {
    fakeApi({ 'GET /api/categories/tiles': ok(TILES) });
    const ui = open();
    const countertop = await screen.findByRole('button', { name: 'Countertop' });
    expect(within(await tilesList()).getAllByRole('button')).toHaveLength(21);
    expect(within(await tilesList()).queryAllByRole('link')).toHaveLength(0);
    await ui.user.click(countertop);
    const dialog = await screen.findByRole('dialog', { name: 'Enter your showroom ID' });
    expect(dialog.textContent).toContain('To shop Countertop, enter the 8-character showroom ID');
    expect(within(dialog).getByLabelText(/^Showroom ID/)).toBeTruthy();

    await ui.user.click(within(dialog).getByRole('button', { name: 'Back to shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(readStored(STORAGE_KEYS.product_category)).toBeNull();
  });

  it('after a showroom is found in the modal, Next goes on to the showroom on the chosen category', async () => {
    fakeApi({
      'GET /api/categories/tiles': ok(TILES),
      'GET /api/visualization/shop_profile': ok({ profile: DEMO_PROFILE, category: [] }),
    });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Hardscaping' }));
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await ui.user.type(within(dialog).getByLabelText(/^Showroom ID/), 'DEMO2026');
    await within(dialog).findByText('Golden State Remodeling');
    await ui.user.click(next);
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/visualize/contractor/all?category=hardscaping',
    );
    expect(readStored(STORAGE_KEYS.product_category)).toEqual({
      id: 10,
      name: 'Hardscaping',
      slug_url: 'hardscaping',
    });
    expect(showroomSelection.get()?.vsd_id).toBe('DEMO2026');
  });

  it('says so when the categories cannot be loaded', async () => {
    fakeApi({ 'GET /api/categories/tiles': { status: 500, body: { message: 'Server error.' } } });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the categories.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('says categories are on their way when the list is empty', async () => {
    fakeApi({ 'GET /api/categories/tiles': ok([]) });
    open();
    expect(await screen.findByText('Categories are being stocked; please check back soon.')).toBeTruthy();
  });
});
