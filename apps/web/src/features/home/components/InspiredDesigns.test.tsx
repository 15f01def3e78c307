import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { HOME_MEDIA } from '../testing/home-data.ts';
import { InspiredDesigns } from './InspiredDesigns.tsx';

const open = () => renderPage(InspiredDesigns, { route: '/' });
const imagesOfPanel = () => within(screen.getByRole('tabpanel')).getAllByRole('img');

afterEach(() => vi.unstubAllGlobals());

describe("'Inspired Designs' tabs (GET /api/home_media)", () => {
  it('shows the first room’s 7 images, and a tab click shows the other room’s 7', async () => {
    fakeApi({ 'GET /api/home_media': ok(HOME_MEDIA) });
    const ui = open();
    expect(screen.getByText('Loading design ideas')).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Bathroom',
      'Kitchen',
      'Living Room',
      'Landscaping/Outdoor',
    ]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(imagesOfPanel().map((img) => img.getAttribute('alt'))).toEqual(
      HOME_MEDIA.inspired[0].images.map((image) => image.alt),
    );

    await ui.user.click(screen.getByRole('tab', { name: 'Kitchen' }));
    expect(screen.getByRole('tab', { name: 'Kitchen' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Kitchen' })).toBeTruthy();
    const kitchen = imagesOfPanel();
    expect(kitchen).toHaveLength(7);
    expect(kitchen[6].getAttribute('alt')).toBe('Kitchen design idea 7');
    expect(kitchen[0].getAttribute('loading')).toBe('lazy');
    expect(screen.queryByAltText('Bathroom design idea 1')).toBeNull();
    // Each render opens its design in the visualizer.
    const links = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      HOME_MEDIA.inspired[1].images.map((i) => i.href),
    );
    expect(links[0].getAttribute('href')).toMatch(/^\/visualize\?floorplan=/);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    fakeApi({ 'GET /api/home_media': ok(HOME_MEDIA) });
    const ui = open();
    await ui.user.click(await screen.findByRole('tab', { name: 'Bathroom' }));
    await ui.user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Landscaping/Outdoor');
    expect(imagesOfPanel()[0].getAttribute('alt')).toBe('Landscaping/Outdoor design idea 1');
    await ui.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bathroom' }).getAttribute('aria-selected')).toBe('true');
    await ui.user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Landscaping/Outdoor' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Bathroom' }).getAttribute('tabindex')).toBe('-1');
    await ui.user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Kitchen' })).toBeTruthy();
  });

  it('offers the carousel controls, and a pause toggle that says what it will do', async () => {
    fakeApi({ 'GET /api/home_media': ok(HOME_MEDIA) });
    const ui = open();
    const carousel = await screen.findByRole('region', { name: 'Bathroom designs' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(7);
    expect(within(carousel).getByRole('button', { name: 'Scroll Bathroom designs back' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Scroll Bathroom designs forward' })).toBeTruthy();
    await ui.user.click(within(carousel).getByRole('button', { name: 'Pause Bathroom designs' }));
    expect(within(carousel).getByRole('button', { name: 'Play Bathroom designs' })).toBeTruthy();
  });

  it('says so when the designs cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/home_media': () =>
        fail ? { status: 500, body: { message: 'Server error.' } } : ok(HOME_MEDIA),
    });
    const ui = open();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the design ideas.');
    fail = false;
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('tab')).toHaveLength(4);
  });
});
