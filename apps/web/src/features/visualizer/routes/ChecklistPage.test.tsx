import type { RoomDocument } from '@app/domain/room/document';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDraft } from '../../../lib/design-draft.ts';
import { setAuthToken, VISUALIZER_KEYS, writeStored } from '../../../lib/storage.ts';
import { cartOf } from '../../../testing/cart-fixtures.ts';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { checklistOf, dressedBath, PLAN, selectShowroom, TEMPLATE } from '../testing/fixtures.ts';
import ChecklistPage from './ChecklistPage.tsx';

const open = () => renderPage(ChecklistPage, { route: '/visualize/checklist' });
const checklist = (r: FakeRequest) => ok(checklistOf((r.body as { document: RoomDocument }).document));
const draft = (over: object = {}) =>
  writeStored(VISUALIZER_KEYS.visual_design, {
    floorplan: PLAN,
    floorTemplate: TEMPLATE,
    name: 'My bath',
    document: dressedBath(),
    designId: 9,
    version: 3,
    dirty: false,
    saveAfterSignIn: false,
    ...over,
  });

beforeEach(() => selectShowroom());

describe('/visualize/checklist', () => {
  it('without a design, says where a checklist comes from', async () => {
    fakeApi({});
    open();
    expect(await screen.findByRole('link', { name: 'Design a room' })).toBeTruthy();
  });

  it('shows each line with the surfaces’ sizes and the arithmetic, and the subtotal before paying', async () => {
    draft();
    fakeApi({ 'POST /api/visualization/checklist': checklist });
    open();
    const materials = await screen.findByRole('region', { name: 'Materials' });
    const lines = [...materials.querySelectorAll(':scope > ul > li')];
    expect(lines.length).toBe(dressedBath().surfaces.length + dressedBath().fixtures.length);
    // The floor of the 8 × 5 ft hall bath, measured on the inner faces.
    expect(within(materials).getByText('(8 ft × 5 ft)', { exact: false })).toBeTruthy();
    expect(within(materials).getByText('floor: 20.00 sq ft + 10% waste = 22.00 sq ft')).toBeTruthy();
    const total = screen.getByRole('complementary', { name: 'Checklist total' });
    expect(within(total).getByText(`$${(lines.length * 20).toFixed(2)}`)).toBeTruthy();
    expect(screen.getByText(/My bath · design #9, version 3/)).toBeTruthy();
  });

  it('Add all to cart: a homeowner’s changed design is saved first, then every line goes in one request naming that version', async () => {
    setAuthToken(TOKEN);
    draft({ dirty: true });
    const doc = dressedBath();
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'POST /api/visualization/checklist': checklist,
      'PUT /api/designs/9': (r) =>
        ok({
          id: 9,
          version: 4,
          name: 'My bath',
          floorplan: PLAN,
          floorTemplate: TEMPLATE,
          project: null,
          created_at: '',
          updated_at: '',
          document_version: 4,
          document: (r.body as { document: unknown }).document,
        }),
      'POST /api/projectCart/sync_to_bulk_cart': ok(cartOf([]), 'Products added to cart successfully.'),
    });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/cart');
    expect(api.calls('PUT /api/designs/9')[0]!.body).toMatchObject({ base_version: 3, document: doc });
    const bulk = api.calls('POST /api/projectCart/sync_to_bulk_cart');
    expect(bulk).toHaveLength(1);
    const body = bulk[0]!.body as {
      items: { product: string; size_id: number; qty: number }[];
      design: unknown;
      vsd_id: string;
    };
    expect(body.design).toEqual({ id: 9, version: 4 });
    expect(body.vsd_id).toBe('DEMO2026');
    expect(body.items).toContainEqual({ product: 'p-floor', size_id: 1, qty: 2 });
    expect(body.items).toHaveLength(doc.surfaces.length + doc.fixtures.length);
    expect(readDraft()).toMatchObject({ designId: 9, version: 4, dirty: false });
  });

  it('a guest’s lines go to the guest cart, without a design', async () => {
    draft({ designId: null, version: null, dirty: true });
    const api = fakeApi({
      'POST /api/visualization/checklist': checklist,
      'POST /api/projectCart/sync_to_bulk_cart': ok({ ...cartOf([]), temp_project_id: 'G'.repeat(43) }),
    });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    await waitFor(() => expect(api.calls('POST /api/projectCart/sync_to_bulk_cart')).toHaveLength(1));
    expect(
      (api.calls('POST /api/projectCart/sync_to_bulk_cart')[0]!.body as { design?: unknown }).design,
    ).toBeUndefined();
    expect(api.calls('POST /api/designs')).toHaveLength(0);
  });

  it('Add to project checklist: the takeoff’s lines go on the design’s project checklist in one step, once', async () => {
    setAuthToken(TOKEN);
    draft();
    const doc = dressedBath();
    const saved = {
      id: 9,
      version: 3,
      name: 'My bath',
      floorplan: PLAN,
      floorTemplate: TEMPLATE,
      project: 5,
      created_at: '',
      updated_at: '',
      document_version: 3,
      document: doc,
    };
    const stored = {
      id: 2,
      project_id: 5,
      project_name: 'Bath',
      title: '',
      notes: '',
      updated_at: '',
      members: [],
    };
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'POST /api/visualization/checklist': checklist,
      'GET /api/designs/9': ok(saved),
      'GET /api/projectChecklist/5': ok({ ...stored, version: 7, items: [] }),
      'PUT /api/projectChecklist/2': (r) => {
        const items = (r.body as { items: Record<string, unknown>[] }).items.map((item, n) => ({
          ...item,
          id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          dimensions: {
            unit: 'in',
            width: null,
            length: null,
            height: null,
            width_mm: null,
            length_mm: null,
            height_mm: null,
          },
          dimensions_text: '',
          photo_id: null,
          assignee_id: null,
        }));
        return ok({ ...stored, version: 8, items }, 'Checklist updated.');
      },
    });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Add to project checklist' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/projects/5?tab=checklist');
    const put = api.calls('PUT /api/projectChecklist/2')[0]!.body as {
      version: number;
      append_items: boolean;
      items: { product: string; quantity: number; status: string; design: unknown; room: string }[];
    };
    expect(put).toMatchObject({ version: 7, append_items: true });
    expect(put.items).toHaveLength(doc.surfaces.length + doc.fixtures.length);
    expect(put.items).toContainEqual(
      expect.objectContaining({
        product: 'p-floor',
        quantity: 2,
        status: 'chosen',
        room: 'My bath',
        design: { id: 9, surface: 'floor' },
      }),
    );
  });

  it('a guest is not offered to add the takeoff to a project', async () => {
    draft();
    fakeApi({ 'POST /api/visualization/checklist': checklist });
    open();
    expect(await screen.findByRole('button', { name: 'Add all to cart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to project checklist' })).toBeNull();
  });
});
