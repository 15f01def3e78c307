import { SAMPLE_MESSAGES } from '@app/domain/orders/samples';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAuthToken, VISUALIZER_KEYS, writeStored } from '../../../lib/storage.ts';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { orderItem, orderOf } from '../../../testing/order-items.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { sampleLineOf, sampleQuoteOf } from '../../../testing/sample-fixtures.ts';
import { authUser, TOKEN } from '../../../testing/users.ts';
import ChecklistPage from '../routes/ChecklistPage.tsx';
import VisualizePage from '../routes/VisualizePage.tsx';
import { loadRoomStep } from '../step-chunks.ts';
import { checklistOf, dressedBath, PLAN, selectShowroom, TEMPLATE } from '../testing/fixtures.ts';

// The hall bath's tiled surfaces: its floor, the three walls of the shower and the backsplash (not its fixtures).
const TILED = ['p-floor', 'p-surround-w', 'p-surround-s', 'p-surround-n', 'p-backsplash'];
const checklist = (r: FakeRequest) =>
  ok(checklistOf((r.body as { document: ReturnType<typeof dressedBath> }).document));
const quote = (r: FakeRequest) =>
  ok(
    sampleQuoteOf({
      lines: r.query
        .get('products')!
        .split(',')
        .map((p) => sampleLineOf(p)),
      unavailable: [],
      subtotal_cents: 0,
      tax_cents: 0,
      total_cents: 0,
    }),
  );
const design = () =>
  ok({
    id: 9,
    version: 3,
    name: 'My bath',
    floorplan: PLAN,
    floorTemplate: TEMPLATE,
    project: 5,
    created_at: '',
    updated_at: '',
    document_version: 3,
    document: dressedBath(),
  });
const draft = () =>
  writeStored(VISUALIZER_KEYS.visual_design, {
    floorplan: PLAN,
    floorTemplate: TEMPLATE,
    name: 'My bath',
    document: dressedBath(),
    designId: 9,
    version: 3,
    dirty: false,
    saveAfterSignIn: false,
  });

beforeAll(async () => {
  await loadRoomStep();
});
beforeEach(() => selectShowroom());

describe('Order samples of a room’s tiles and slabs (issue 25 point 7)', () => {
  it('the checklist offers a homeowner samples of the tiled surfaces, ordered for the design’s project', async () => {
    setAuthToken(TOKEN);
    draft();
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'POST /api/visualization/checklist': checklist,
      'GET /api/designs/9': design(),
      'GET /api/sample_orders/quote': quote,
      'POST /api/sample_orders': {
        status: 201,
        body: {
          success: true,
          message: SAMPLE_MESSAGES.placed('100201'),
          data: orderOf([orderItem({ sample: true })], { number: '100201' }),
        },
      },
    });
    const ui = renderPage(ChecklistPage, { route: '/visualize/checklist' });
    const total = await screen.findByRole('complementary', { name: 'Checklist total' });
    await ui.user.click(await within(total).findByRole('button', { name: 'Order samples' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order samples' });
    expect(await within(dialog).findAllByRole('checkbox')).toHaveLength(TILED.length);
    expect(api.calls('GET /api/sample_orders/quote')[0]!.query.get('products')).toBe(TILED.join(','));
    await ui.user.click(within(dialog).getByRole('button', { name: 'Place sample order' }));
    expect(await screen.findByText(SAMPLE_MESSAGES.placed('100201'))).toBeTruthy();
    expect(api.calls('POST /api/sample_orders')[0]!.body).toEqual({ products: TILED, project: 5 });
  });

  it('a guest is not offered samples (the order would be nobody’s)', async () => {
    draft();
    fakeApi({ 'POST /api/visualization/checklist': checklist });
    renderPage(ChecklistPage, { route: '/visualize/checklist' });
    const total = await screen.findByRole('complementary', { name: 'Checklist total' });
    expect(within(total).getByRole('button', { name: 'Add all to cart' })).toBeTruthy();
    expect(within(total).queryByRole('button', { name: 'Order samples' })).toBeNull();
  });

  it('the 3-D room’s total has the button for a homeowner, opening the dialog', async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/visualization/design': ok({
        floorplan: PLAN,
        floorTemplate: TEMPLATE,
        name: 'Modern light bath · Hall bath',
        document: dressedBath(),
        textures: checklistOf(dressedBath()).textures,
      }),
      'POST /api/visualization/checklist': checklist,
      'GET /api/sample_orders/quote': quote,
    });
    const ui = renderPage(VisualizePage, {
      route: '/visualize',
      url: `/visualize?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`,
    });
    await screen.findByRole('navigation', { name: 'Surfaces and fixtures' });
    const total = screen.getByRole('region', { name: 'Design total' });
    await ui.user.click(await within(total).findByRole('button', { name: 'Order samples' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order samples' });
    expect(await within(dialog).findAllByRole('checkbox')).toHaveLength(TILED.length);
  });
});
