import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showroomSelection } from '../../../lib/showroom-selection.ts';
import { DEMO_SHOWROOM, MENU, searchResult } from '../../../testing/catalog-fixtures.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import ShowroomShoppingPage from './ShowroomShoppingPage.tsx';

const ROUTE = '/visualize/contractor/all';
const LOGO = `/media/logos/${'c'.repeat(64)}.webp`;

/** Spec point 4: a showroom's logo is part of its branding, shown only when its theme applies. */
describe('Showroom shopping: the pro’s logo', () => {
  afterEach(() => showroomSelection.clear());

  const open = () => {
    fakeApi({ 'GET /api/menu_category': ok(MENU), 'GET /api/search': ok(searchResult(3, 1)) });
    renderPage(ShowroomShoppingPage, { route: ROUTE });
  };

  it('shows the uploaded logo of a branded showroom', async () => {
    showroomSelection.select({ ...DEMO_SHOWROOM, business_logo: LOGO });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Golden State Remodeling' });
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(header.querySelector('img')?.getAttribute('src')).toBe(LOGO);
  });

  it('shows no logo when the showroom’s theme does not apply (no custom add-on)', async () => {
    showroomSelection.select({ ...DEMO_SHOWROOM, business_logo: LOGO, custom_addon: 0 });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Golden State Remodeling' });
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(header.querySelector('img')).toBeNull();
  });
});
