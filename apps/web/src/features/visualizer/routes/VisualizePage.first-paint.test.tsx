import type { RoomDocument } from '@app/domain/room/document';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { loadPlanSteps, loadRoomStep } from '../step-chunks.ts';
import { checklistOf, dressedBath, PLAN, selectShowroom, TEMPLATE } from '../testing/fixtures.ts';
import VisualizePage from './VisualizePage.tsx';

// The 3-D code (three.js, 230 KB gzip) never arrives here: what the page draws must not wait for it.
vi.mock('../../../visualizer/scene/RoomCanvas.tsx', () => new Promise(() => {}));

const ROOM = `?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`;
const open = () => renderPage(VisualizePage, { route: '/visualize', url: `/visualize${ROOM}` });
// The template's still: scripts/render-template-previews.mjs, one per kind of room and style.
const STILL = '/templates/bathroom-modern.jpg';

/** The 3-D view's box: the one element that will hold the canvas. */
const roomView = () => {
  const still = screen.getByRole('img', { name: "The room's style, while its 3-D view loads" });
  return { still, box: still.parentElement! };
};

beforeAll(async () => {
  await Promise.all([loadPlanSteps(), loadRoomStep()]);
});
beforeEach(() => selectShowroom());

describe('/visualize draws its page before the 3-D code (issue 23 item 5)', () => {
  it('prices the room, lists its parts and shows its still while the 3-D module has not resolved', async () => {
    fakeApi({
      'GET /api/visualization/design': ok({
        floorplan: PLAN,
        floorTemplate: TEMPLATE,
        name: 'Modern light bath · Hall bath',
        document: dressedBath(),
        textures: checklistOf(dressedBath()).textures,
      }),
      'POST /api/visualization/checklist': (r: FakeRequest) =>
        ok(checklistOf((r.body as { document: RoomDocument }).document)),
    });
    open();
    const parts = await screen.findByRole('navigation', { name: 'Surfaces and fixtures' }, { timeout: 5000 });
    // The hall bath's ten products and its mirror, $20 a line; each part names its product.
    await within(screen.getByRole('region', { name: 'Design total' })).findByText('$220.00');
    expect(within(parts).getByRole('button', { name: /^Floor/ }).textContent).not.toContain('Nothing chosen');
    expect(screen.getByRole('button', { name: 'Save design' }).hasAttribute('disabled')).toBe(false);
    // The 3-D view's box shows the room's still, not an empty box, and says the 3-D view is on its way.
    const { still, box } = roomView();
    expect(still.getAttribute('src')).toBe(STILL);
    expect(box.hasAttribute('data-drawn')).toBe(false);
    expect(within(box).getByRole('status').textContent).toBe('Loading the 3-D room');
  });

  it("draws the room's frame with its still before the design answers: the total waits, nothing to press", async () => {
    const api = fakeApi({});
    const answer = api.mock.getMockImplementation()!;
    api.mock.mockImplementation((input, init) =>
      String(input).includes('/api/visualization/design') ? new Promise(() => {}) : answer(input, init),
    );
    open();
    const total = await screen.findByRole('region', { name: 'Design total' }, { timeout: 5000 });
    expect(within(total).getByText('Pricing…')).toBeTruthy();
    expect(within(total).getByRole('button', { name: 'Save design' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Photo' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Dressing the room')).toBeTruthy();
    expect(roomView().still.getAttribute('src')).toBe(STILL);
    // …while the design is still being asked for.
    expect(api.mock.mock.calls.some(([url]) => String(url).includes('/api/visualization/design'))).toBe(true);
  });
});
