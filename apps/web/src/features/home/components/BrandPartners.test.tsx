import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { controlIntersections } from '../../../testing/intersections.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { BRANDS } from '../testing/home-data.ts';
import { BrandPartners } from './BrandPartners.tsx';

// The logos are asked for once the section nears the screen: here it is on screen from the start.
beforeEach(() => controlIntersections().bringIntoView());
afterEach(() => vi.unstubAllGlobals());

describe("'Our Brand Partners' (GET /api/brands)", () => {
  it('shows each brand’s logo in a carousel, and See All goes to /our-brands', async () => {
    fakeApi({ 'GET /api/brands': ok(BRANDS) });
    const ui = renderPage(BrandPartners, { route: '/' });
    expect(screen.getByText('Loading brand partners')).toBeTruthy();
    const carousel = await screen.findByRole('region', { name: 'Brand partners' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    expect(within(carousel).getByRole('img', { name: 'Bellhaven logo' }).getAttribute('src')).toBe(
      '/media/brands/bellhaven.svg',
    );
    // A brand without a logo shows its name.
    expect(within(carousel).getByText('Driftstone')).toBeTruthy();

    const seeAll = screen.getByRole('link', { name: /See All/ });
    expect(seeAll.getAttribute('href')).toBe('/our-brands');
    await ui.user.click(seeAll);
    expect((await screen.findByTestId('landed')).textContent).toBe('/our-brands');
  });

  it('says so when the brands cannot be loaded', async () => {
    fakeApi({ 'GET /api/brands': { status: 500, body: { message: 'Server error.' } } });
    renderPage(BrandPartners, { route: '/' });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load our brand partners.');
    expect(screen.getByRole('link', { name: /See All/ }).getAttribute('href')).toBe('/our-brands');
  });
});
