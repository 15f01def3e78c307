import type { RoomDocument } from '@app/domain/room/document';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDraft } from '../../../lib/design-draft.ts';
import {
  readStored,
  STORAGE_KEYS,
  setAuthToken,
  VISUALIZER_KEYS,
  writeStored,
} from '../../../lib/storage.ts';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { loadDesignStep, loadPlanSteps, loadRoomStep } from '../step-chunks.ts';
import {
  checklistOf,
  dressedBath,
  option,
  optionsPage,
  PLAN,
  selectShowroom,
  TEMPLATE,
} from '../testing/fixtures.ts';
import VisualizePage from './VisualizePage.tsx';

const open = (query = '') => renderPage(VisualizePage, { route: '/visualize', url: `/visualize${query}` });
const starting = () =>
  ok({
    floorplan: PLAN,
    floorTemplate: TEMPLATE,
    name: 'Modern light bath · Hall bath',
    document: dressedBath(),
    // The server sends how each of its products is drawn with the plan, before any pricing.
    textures: checklistOf(dressedBath()).textures,
  });
/** The room's editor, once its design has come (before, its frame stands in: nothing to press). */
async function editorReady() {
  await screen.findByRole('navigation', { name: 'Surfaces and fixtures' });
  return screen.getByRole('region', { name: 'Design total' });
}
const checklist = (r: FakeRequest) => ok(checklistOf((r.body as { document: RoomDocument }).document));

// The steps' chunks, loaded once up front as the route's prefetch does: their first import here (a transform
// of the domain's plans and templates) takes longer than a query's default wait.
beforeAll(async () => {
  await Promise.all([loadPlanSteps(), loadRoomStep(), loadDesignStep()]);
});
beforeEach(() => selectShowroom());

describe('/visualize: plan, template, room', () => {
  it('asks for the showroom first: its products and prices are the room’s', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.my_item);
    fakeApi({});
    open();
    expect(await screen.findByRole('textbox', { name: 'Showroom ID' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '1. Choose a floor plan' })).toBeNull();
  });

  it('lists the plans of each kind of room, each linking to its templates', async () => {
    fakeApi({});
    const ui = open();
    // The plans' step is a chunk of its own (step-chunks.ts): on a busy machine it is drawn past the default 1 s.
    await ui.user.click(await screen.findByRole('tab', { name: 'Bathroom' }, { timeout: 5000 }));
    const plans = within(screen.getByRole('list', { name: 'Bathroom plans' })).getAllByRole('link');
    expect(plans).toHaveLength(14);
    expect(plans.map((a) => a.getAttribute('href'))).toContain(`/visualize?floorplan=${PLAN}`);
    await ui.user.click(screen.getByRole('tab', { name: 'Outdoor' }));
    expect(within(screen.getByRole('list', { name: 'Outdoor plans' })).getAllByRole('link')).toHaveLength(9);
  });

  it("ranks a plan's templates by a guest's style profile, kept in storage", async () => {
    fakeApi({});
    const ui = open(`?floorplan=${PLAN}`);
    const templates = () => within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('link');
    expect(await screen.findByRole('heading', { name: '2. Choose a template' })).toBeTruthy();
    expect(templates()).toHaveLength(30);
    // Each shows its style's rendered still (scripts/render-template-previews.mjs).
    expect(templates()[0]!.querySelector('img')?.getAttribute('src')).toMatch(
      /^\/templates\/bathroom-[a-z-]+\.jpg$/,
    );
    await ui.user.click(screen.getByRole('button', { name: 'Take the style profile' }));
    const quiz = screen.getByRole('form', { name: 'Style profile' });
    const save = within(quiz).getByRole('button', { name: 'Save my style' });
    expect(save.hasAttribute('disabled')).toBe(true);
    for (const answer of [
      'Bold and dramatic',
      'Concrete and steel',
      'Charcoal, black and espresso',
      'As little as possible',
    ])
      await ui.user.click(within(quiz).getByLabelText(answer));
    await ui.user.click(save);
    expect(await screen.findByText('Your style profile is saved.')).toBeTruthy();
    expect(templates()[0]!.textContent).toContain('Industrial dark bath');
    expect(templates()[0]!.getAttribute('href')).toBe(
      `/visualize?floorplan=${PLAN}&floorTemplate=bathroom-industrial-dark`,
    );
    expect(readStored<Record<string, string>>(VISUALIZER_KEYS.style_profile)?.material).toBe('concrete');
  });
});

describe('/visualize: the room', () => {
  it('prices the dressed room, swaps a surface from the list, and undoes it with Ctrl+Z', async () => {
    const api = fakeApi({
      'GET /api/visualization/design': starting(),
      'POST /api/visualization/checklist': checklist,
      'GET /api/visualization/options': ok(
        optionsPage(option('tile-a', 11, 900, 12), option('tile-b', 12, 1500, 24)),
      ),
    });
    const ui = open(`?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`);
    // The hall bath's ten products and its mirror, $20 a line.
    const total = await editorReady();
    await within(total).findByText('$220.00');
    const parts = screen.getByRole('navigation', { name: 'Surfaces and fixtures' });
    await ui.user.click(within(parts).getByRole('button', { name: /^Floor/ }));
    const options = await screen.findByRole('list', { name: 'Products for Floor' });
    expect(api.calls('GET /api/visualization/options')[0]!.query.get('slot')).toBe('floor');
    expect(api.calls('GET /api/visualization/options')[0]!.query.get('vsd_id')).toBe('DEMO2026');
    await ui.user.click(within(options).getByRole('button', { name: 'Use Option tile-b 12 X 12' }));
    // The room is priced again with the new floor, and the draft follows.
    await waitFor(() => {
      const last = api.calls('POST /api/visualization/checklist').at(-1)!.body as { document: RoomDocument };
      expect(last.document.surfaces.find((s) => s.id === 'floor')!.product).toEqual({
        product: 'tile-b',
        sizeId: 12,
      });
    });
    expect(readDraft()!.document.surfaces.find((s) => s.id === 'floor')!.product!.product).toBe('tile-b');
    expect(within(options).getByRole('button', { name: 'Use Option tile-b 12 X 12' }).textContent).toBe(
      'In use',
    );
    await ui.user.click(screen.getByRole('button', { name: 'Done' }));
    await ui.user.keyboard('{Control>}z{/Control}');
    await waitFor(() =>
      expect(readDraft()!.document.surfaces.find((s) => s.id === 'floor')!.product!.product).toBe('p-floor'),
    );
    await ui.user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() =>
      expect(readDraft()!.document.surfaces.find((s) => s.id === 'floor')!.product!.product).toBe('tile-b'),
    );
  });

  it('greys out a vanity wider than its wall and says why', async () => {
    fakeApi({
      'GET /api/visualization/design': starting(),
      'POST /api/visualization/checklist': checklist,
      'GET /api/visualization/options': ok(
        optionsPage(option('van-30', 30, 50000, 30), option('van-200', 31, 90000, 200)),
      ),
    });
    const ui = open(`?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`);
    const parts = await screen.findByRole('navigation', { name: 'Surfaces and fixtures' });
    await ui.user.click(within(parts).getByRole('button', { name: /^Vanity/ }));
    const options = await screen.findByRole('list', { name: 'Products for Vanity' });
    expect(
      within(options).getByRole('button', { name: 'Use Option van-30 12 X 12' }).hasAttribute('disabled'),
    ).toBe(false);
    expect(
      within(options).getByRole('button', { name: 'Use Option van-200 12 X 12' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(options).getByText(/The vanity \(200 in\) is wider than its wall/)).toBeTruthy();
  });

  it('changes a wall’s length (everything re-priced) and refuses one under 1 ft next to the field', async () => {
    const api = fakeApi({
      'GET /api/visualization/design': starting(),
      'POST /api/visualization/checklist': checklist,
    });
    const ui = open(`?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`);
    const east = await screen.findByRole('textbox', { name: 'Wall east' });
    await ui.user.clear(east);
    await ui.user.type(east, '6{Enter}');
    expect(await screen.findByText('A wall must be between 1 ft and 100 ft long.')).toBeTruthy();
    expect(east.getAttribute('aria-invalid')).toBe('true');
    await ui.user.clear(east);
    await ui.user.type(east, '72{Enter}');
    await waitFor(() =>
      expect(screen.queryByText('A wall must be between 1 ft and 100 ft long.')).toBeNull(),
    );
    await waitFor(() => {
      const last = api.calls('POST /api/visualization/checklist').at(-1)!.body as { document: RoomDocument };
      const wall = last.document.walls.find((w) => w.id === 'e')!;
      expect(Math.abs(wall.b.y - wall.a.y)).toBe(1829);
    });
  });

  it('a guest who saves is sent to sign in with a visual redirect back to this design', async () => {
    fakeApi({ 'GET /api/visualization/design': starting(), 'POST /api/visualization/checklist': checklist });
    const ui = open(`?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`);
    await editorReady();
    await ui.user.click(screen.getByRole('button', { name: 'Save design' }));
    const here = `/visualize?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`;
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `/login?redirect=${encodeURIComponent(here)}`,
    );
    expect(readStored(STORAGE_KEYS.visual_redirect)).toEqual({
      showroom: 2,
      vsd_id: 'DEMO2026',
      floorplan: PLAN,
      floorTemplate: TEMPLATE,
      redirect: here,
    });
    expect(readDraft()).toMatchObject({ saveAfterSignIn: true, floorplan: PLAN, designId: null });
  });

  it('back signed in, the stored draft is saved at once as a new design of the project', async () => {
    setAuthToken(TOKEN);
    writeStored(STORAGE_KEYS.my_item, { showroom: 2, vsd_id: 'DEMO2026', company_name: 'G', project: 57 });
    const doc = dressedBath();
    writeStored(VISUALIZER_KEYS.visual_design, {
      floorplan: PLAN,
      floorTemplate: TEMPLATE,
      name: 'My bath',
      document: doc,
      designId: null,
      version: null,
      dirty: true,
      saveAfterSignIn: true,
    });
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'POST /api/visualization/checklist': checklist,
      'POST /api/designs': (r) =>
        ok({
          id: 9,
          version: 1,
          ...(r.body as object),
          document_version: 1,
          project: 57,
          created_at: '',
          updated_at: '',
        }),
    });
    open(`?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`);
    expect(await screen.findByText('Your design is saved.')).toBeTruthy();
    expect(api.calls('POST /api/designs')).toHaveLength(1);
    expect(api.calls('POST /api/designs')[0]!.body).toMatchObject({
      name: 'My bath',
      floorplan: PLAN,
      project: 57,
      document: doc,
    });
    expect(api.calls('GET /api/visualization/design')).toHaveLength(0);
    expect(readDraft()).toMatchObject({ designId: 9, version: 1, dirty: false, saveAfterSignIn: false });
  });

  it("a homeowner's first save makes the design's 3-D project (not the cart), then the design in it", async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/visualization/design': starting(),
      'POST /api/visualization/checklist': checklist,
      'POST /api/projectCart': ok({ project_id: 88, id: 88 }, 'Project created successfully.'),
      'POST /api/designs': (r) =>
        ok({
          id: 12,
          version: 1,
          ...(r.body as object),
          document_version: 1,
          created_at: '',
          updated_at: '',
        }),
    });
    const ui = open(`?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`);
    await editorReady();
    await ui.user.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('Your design is saved.')).toBeTruthy();
    expect(api.calls('POST /api/projectCart')[0]!.body).toEqual({
      showroom: 2,
      vsd_id: 'DEMO2026',
      name: 'Modern light bath · Hall bath',
      is_3d: true,
      floorplan: PLAN,
      floorTemplate: TEMPLATE,
      is_cart: false,
    });
    expect(api.calls('POST /api/designs')[0]!.body).toMatchObject({ project: 88, floorplan: PLAN });
    expect(readStored<{ project: number }>(STORAGE_KEYS.my_item)?.project).toBe(88);
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('a saved design opens in the showroom it was made in, without asking for the showroom ID', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.my_item);
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/designs/31': ok({
        id: 31,
        name: 'My bath',
        floorplan: PLAN,
        floorTemplate: TEMPLATE,
        project: 57,
        version: 2,
        document_version: 2,
        document: dressedBath(),
        created_at: '',
        updated_at: '',
      }),
      'GET /api/projectCart': ok({ id: 57, showroom: 4, vsd_id: 'WEST2026' }),
      'GET /api/visualization/shop_profile': ok({
        profile: {
          id: 3,
          user_id: 4,
          vsd_id: 'WEST2026',
          company_name: 'West Coast Baths',
          basic_addon: { subscription_status: 'active' },
          custom_addon: { subscription_status: 'inactive' },
          theme_color: null,
          business_logo: null,
          showroom_subscription: 'Basic',
        },
        category: [],
      }),
      'POST /api/visualization/checklist': checklist,
    });
    open('?design=31');
    expect(await screen.findByText('West Coast Baths')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Showroom ID' })).toBeNull();
    expect(api.calls('GET /api/projectCart')[0]!.query.get('project')).toBe('57');
    expect(readStored<{ vsd_id: string }>(STORAGE_KEYS.my_item)?.vsd_id).toBe('WEST2026');
    await waitFor(() =>
      expect(api.calls('POST /api/visualization/checklist').at(-1)!.body).toMatchObject({
        vsd_id: 'WEST2026',
      }),
    );
  });
});
