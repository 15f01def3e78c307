import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showroomSelection } from '../../../lib/showroom-selection.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { DEMO_SHOWROOM, MENU, searchResult, TILE_FLOORING_INFO } from '../../../testing/catalog-fixtures.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import CategoryPage from './CategoryPage.tsx';
import DepartmentListPage from './DepartmentListPage.tsx';

const DEPARTMENT = '/department/:menu_slug/:category_slug?';

describe('Department list (department-list)', () => {
  it('shows the department’s categories as cards with counts; children lead to their list, leaves to products', async () => {
    fakeApi({ 'GET /api/menu_category': ok(MENU) });
    const ui = renderPage(DepartmentListPage, { route: DEPARTMENT, url: '/department/flooring' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flooring' })).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'Flooring categories' });
    const tile = within(cards).getByRole('link', { name: /Tile Flooring/ });
    expect(tile.textContent).toContain('42 products');
    expect(tile.getAttribute('href')).toBe('/department/flooring/tile-flooring');
    const laminate = within(cards).getByRole('link', { name: /Laminate Flooring/ });
    expect(laminate.getAttribute('href')).toBe('/category/laminate-flooring/product');
    await ui.user.click(laminate);
    expect(readStored(STORAGE_KEYS.product_category)).toEqual({
      id: 16,
      name: 'Laminate Flooring',
      slug_url: 'laminate-flooring',
    });
  });

  it('loads the first row’s category pictures at once and the rest when scrolled to (issue 23: LCP)', async () => {
    const flooring = MENU[0]!;
    const laminate = flooring.categories[1]!;
    const categories = Array.from({ length: 6 }, (_, i) => ({
      ...laminate,
      id: 100 + i,
      name: `Flooring ${i + 1}`,
      slug_url: `flooring-${i + 1}`,
    }));
    fakeApi({ 'GET /api/menu_category': ok([{ ...flooring, categories }]) });
    renderPage(DepartmentListPage, { route: DEPARTMENT, url: '/department/flooring' });
    const cards = await screen.findByRole('list', { name: 'Flooring categories' });
    const loading = [...cards.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('with a category: its sub-categories, the breadcrumb and “Shop all”', async () => {
    fakeApi({ 'GET /api/menu_category': ok(MENU) });
    renderPage(DepartmentListPage, { route: DEPARTMENT, url: '/department/flooring/tile-flooring' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tile Flooring' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Flooring']);
    expect(within(crumbs).getByText('Tile Flooring').getAttribute('aria-current')).toBe('page');
    const cards = screen.getByRole('list', { name: 'Tile Flooring categories' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/category/tile-flooring-porcelain-tile/product',
      '/category/tile-flooring-ceramic-tile/product',
    ]);
    expect(screen.getByRole('link', { name: /Shop all Tile Flooring/ }).getAttribute('href')).toBe(
      '/category/tile-flooring/product',
    );
  });

  it('a category without sub-categories counts its products only, never “0 categories”', async () => {
    fakeApi({ 'GET /api/menu_category': ok(MENU) });
    renderPage(DepartmentListPage, { route: DEPARTMENT, url: '/department/flooring/laminate-flooring' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Laminate Flooring' });
    const count = heading.nextElementSibling?.textContent;
    expect(count).toBe('8 products');
  });

  it('names the slug-written luxury-flooring “Luxury Flooring” on its card, heading and breadcrumb', async () => {
    const luxury = {
      ...MENU[0]!.categories[1]!,
      id: 17,
      name: 'luxury-flooring',
      slug_url: 'luxury-flooring',
    };
    const menu = [{ ...MENU[0]!, categories: [...MENU[0]!.categories, luxury] }];
    fakeApi({ 'GET /api/menu_category': ok(menu) });
    const ui = renderPage(DepartmentListPage, { route: DEPARTMENT, url: '/department/flooring' });
    const cards = await screen.findByRole('list', { name: 'Flooring categories' });
    expect(within(cards).getByRole('link', { name: /Luxury Flooring/ })).toBeTruthy();
    expect(within(cards).queryByText('luxury-flooring')).toBeNull();
    ui.unmount();
    renderPage(DepartmentListPage, { route: DEPARTMENT, url: '/department/flooring/luxury-flooring' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Luxury Flooring' })).toBeTruthy();
  });

  it('an unknown department says so', async () => {
    fakeApi({ 'GET /api/menu_category': ok(MENU) });
    renderPage(DepartmentListPage, { route: DEPARTMENT, url: '/department/garage' });
    expect(await screen.findByText('We could not find this department')).toBeTruthy();
  });
});

describe('Category landing (/category/:category)', () => {
  afterEach(() => showroomSelection.clear());

  it('shows the name, breadcrumb, sub-categories and the first 8 products priced for the showroom', async () => {
    showroomSelection.select(DEMO_SHOWROOM);
    const api = fakeApi({
      'GET /api/public': ok(TILE_FLOORING_INFO),
      'GET /api/menu_category': ok(MENU),
      'POST /api/visualization/products': ok({
        ...searchResult(42),
        data: searchResult(42).data.slice(0, 8),
      }),
    });
    renderPage(CategoryPage, { route: '/category/:category', url: '/category/tile-flooring' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tile Flooring' })).toBeTruthy();
    const subs = screen.getByRole('list', { name: 'Tile Flooring sub-categories' });
    expect(within(subs).getByRole('link', { name: /Porcelain Tile/ }).textContent).toContain('30 products');
    const grid = await screen.findByRole('list', { name: 'Tile Flooring products' });
    expect(within(grid).getAllByRole('article')).toHaveLength(8);
    expect(screen.getByRole('heading', { name: 'Products (42)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all products' }).getAttribute('href')).toBe(
      '/category/tile-flooring/product',
    );
    expect(api.calls('POST /api/visualization/products')[0].body).toEqual({
      category: 'tile-flooring',
      vsd_id: 'DEMO2026',
      ppp: 8,
    });
  });
});
