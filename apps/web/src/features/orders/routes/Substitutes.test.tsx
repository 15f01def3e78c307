import type { ProductTexture } from '@app/domain/catalog/contract';
import type { Design } from '@app/domain/designs/contract';
import { SUBSTITUTE_MESSAGES, type Substitutes } from '@app/domain/estimates/substitutes';
import type { FullOrderItem } from '@app/domain/orders/contract';
import { orderForRole } from '@app/domain/orders/money-by-role';
import { sampleRoom } from '@app/domain/room/room.fixture';
import { templateById } from '@app/domain/room/templates';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { product as catalogProduct } from '../../../testing/catalog-fixtures.ts';
import { type FakeReply, fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { orderItem, orderOf } from '../../../testing/order-items.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import type { RoomSceneProps } from '../../../visualizer/scene/types.ts';
import YourOrdersPage from './YourOrdersPage.tsx';

/**
 * The 3-D view stands in for the visualizer's canvas (jsdom has no WebGL): it keeps what it was handed and
 * draws its first frame when the test says so; `fail` makes it throw as a browser without WebGL does.
 */
const canvas = vi.hoisted(() => ({
  mounts: 0,
  props: [] as RoomSceneProps[],
  fail: false,
}));
vi.mock('../../../visualizer/scene/RoomCanvas.tsx', async () => {
  const { useEffect } = await import('react');
  return {
    default: function FakeRoomCanvas(props: RoomSceneProps) {
      if (canvas.fail) throw new Error('WebGL is not available.');
      canvas.props.push(props);
      useEffect(() => {
        canvas.mounts += 1;
      }, []);
      return <div data-testid="room-canvas" />;
    },
  };
});
afterEach(() => {
  canvas.mounts = 0;
  canvas.props = [];
  canvas.fail = false;
});
const lastDrawn = () => canvas.props.at(-1)!;

/**
 * Issue 25 point 6 on /your_orders: an item its vendor declined that was ordered from a room offers
 * "Choose a substitute"; the dialog lists what the showroom offers for the same place in the room, with the
 * difference beside the declined line, and choosing one swaps it into the room.
 */
const ROOM = { id: 41, version: 2 };
const declinedTile = orderItem({
  id: 21,
  product_name: 'Slate Tile',
  status: 'Decline',
  design: ROOM,
  refunded: true,
  refunded_cents: 42_100,
});

/** The room the tile was ordered from: the domain's sample kitchen with the slate on its floor. */
const SLATE = { product: 'slate200', sizeId: 200 };
const TEMPLATE = 'kitchen-modern-light';
const DESIGN: Design = {
  id: 41,
  name: 'Kitchen',
  floorplan: 'kitchen-galley',
  floorTemplate: TEMPLATE,
  project: 5,
  version: 3,
  created_at: '2026-01-05T10:00:00.000000Z',
  updated_at: '2026-01-06T10:00:00.000000Z',
  document_version: 2,
  document: (() => {
    const room = sampleRoom();
    room.surfaces[0]!.product = SLATE;
    return room;
  })(),
};
const texture = (base: string): ProductTexture => ({
  base_color: base,
  accent_color: '#777777',
  pattern: 'solid',
  tile_width_in: 12,
  tile_height_in: 24,
  grout_color: '#cccccc',
  grout_width_in: 0.125,
  roughness: 0.6,
});
const TEXTURES = {
  'slate200#200': texture('#333333'),
  'abc123#7': texture('#eeeeee'),
  'hash301#301': texture('#222222'),
  'hash302#302': texture('#999999'),
  'hash303#303': texture('#111111'),
};

const SUBSTITUTES: Substitutes = {
  item_id: 21,
  declined: { name: 'Slate Tile', line_total_cents: 42_100 },
  substitutes: [
    {
      product: catalogProduct(301, { name: 'Basalt Hex', brand: { id: 7, name: 'Stoneworks' } }),
      size_id: 301,
      quantity: 6,
      unit: 'Box',
      line_total_cents: 46_310,
      difference_cents: 4_210,
    },
    {
      product: catalogProduct(302, { name: 'Grey Porcelain', size_label: '12 X 24' }),
      size_id: 302,
      quantity: 7,
      unit: 'Box',
      line_total_cents: 40_900,
      difference_cents: -1_200,
    },
    {
      product: catalogProduct(303, { name: 'Charcoal Matte' }),
      size_id: 303,
      quantity: 1,
      unit: 'Box',
      line_total_cents: 42_100,
      difference_cents: 0,
    },
  ],
  reason: null,
  room: { design: { id: 41, version: 2 }, declined: SLATE, textures: TEXTURES },
};

function open(items: FullOrderItem[], extra: Record<string, FakeReply | (() => FakeReply)> = {}) {
  setAuthToken(TOKEN);
  const api = fakeApi({
    'GET /api/authuser': ok(authUser()),
    'GET /api/orders': () => ok([orderForRole('User', orderOf(items))]),
    'GET /api/designs/41': ok(DESIGN),
    ...extra,
  });
  return { api, ui: renderPage(YourOrdersPage, { route: '/your_orders' }) };
}

async function itemsDialog(ui: ReturnType<typeof open>['ui']) {
  const card = await screen.findByRole('article', { name: 'Order #100003' });
  await ui.user.click(within(card).getByRole('button', { name: 'View items of order #100003' }));
  return screen.getByRole('dialog', { name: 'Order Items — Order #100003' });
}

async function substituteDialog(ui: ReturnType<typeof open>['ui']) {
  const items = await itemsDialog(ui);
  await ui.user.click(within(items).getByRole('button', { name: 'Choose a substitute for Slate Tile' }));
  return screen.getByRole('dialog', { name: 'Choose a substitute for Slate Tile' });
}

describe('Choose a substitute for an item its vendor declined', () => {
  it('is offered only for a declined item ordered from a room, which says it was declined and refunded', async () => {
    const notFromRoom = orderItem({ id: 22, product_name: 'Oak Vanity', status: 'Decline', refunded: true });
    const shipped = orderItem({ id: 23, product_name: 'Brass Faucet', status: 'Shipped', design: ROOM });
    const { api, ui } = open([declinedTile, notFromRoom, shipped]);
    const items = await itemsDialog(ui);
    const row = (name: string) => within(items).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Slate Tile')).getByText('Not Approved')).toBeTruthy();
    expect(
      within(row('Slate Tile')).getByRole('button', { name: 'Choose a substitute for Slate Tile' }),
    ).toBeTruthy();
    expect(
      within(row('Slate Tile')).getByText('Your vendor declined this item and it was refunded.'),
    ).toBeTruthy();
    expect(within(row('Oak Vanity')).queryByRole('button', { name: /Choose a substitute/ })).toBeNull();
    expect(
      within(row('Oak Vanity')).getByText('Your vendor declined this item and it was refunded.'),
    ).toBeTruthy();
    expect(within(row('Brass Faucet')).queryByRole('button', { name: /Choose a substitute/ })).toBeNull();
    expect(row('Brass Faucet').textContent).not.toContain('declined');
    // Nothing is asked before the dialog opens.
    expect(api.calls('GET /api/order_items/21/substitutes')).toHaveLength(0);
  });

  it('lists the substitutes with what the room takes, their totals and the difference beside the declined line', async () => {
    const { ui } = open([declinedTile], { 'GET /api/order_items/21/substitutes': ok(SUBSTITUTES) });
    const dialog = await substituteDialog(ui);
    const list = await within(dialog).findByRole('list', { name: 'Substitutes for Slate Tile' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(dialog).getByText(/Your vendor declined/).textContent).toContain('Slate Tile ($421.00)');

    const basalt = within(list).getByRole('listitem', { name: 'Basalt Hex' });
    expect(within(basalt).getByText('Stoneworks')).toBeTruthy();
    expect(within(basalt).getByText('Size: 24 X 48')).toBeTruthy();
    expect(within(basalt).getByText('6 boxes')).toBeTruthy();
    expect(within(basalt).getByText('$463.10')).toBeTruthy();
    expect(within(basalt).getByTestId('substitute-difference').textContent).toBe('+$42.10 more');
    expect(basalt.querySelector('img')?.getAttribute('src')).toBe('/media/products/hash301.svg?size=thumb');

    const grey = within(list).getByRole('listitem', { name: 'Grey Porcelain' });
    expect(within(grey).getByText('Size: 12 X 24')).toBeTruthy();
    expect(within(grey).getByText('7 boxes')).toBeTruthy();
    expect(within(grey).getByTestId('substitute-difference').textContent).toBe('$12.00 less');

    const charcoal = within(list).getByRole('listitem', { name: 'Charcoal Matte' });
    expect(within(charcoal).getByText('1 box')).toBeTruthy();
    expect(within(charcoal).getByTestId('substitute-difference').textContent).toBe('Same price');
    expect(within(charcoal).getByRole('button', { name: 'Swap Charcoal Matte into my room' })).toBeTruthy();
  });

  it('choosing one posts its size once and opens the change order on the project’s Estimates tab', async () => {
    const { api, ui } = open([declinedTile], {
      'GET /api/order_items/21/substitutes': ok(SUBSTITUTES),
      'POST /api/order_items/21/substitutes': ok(
        {
          design: { id: 41, version: 3 },
          change_order: { id: 88, project_id: 5, version: 1 },
          message: null,
        },
        'The substitute is in your room.',
      ),
    });
    const dialog = await substituteDialog(ui);
    const swap = await within(dialog).findByRole('button', { name: 'Swap Grey Porcelain into my room' });
    // A double click: the second lands before anything re-renders, and sends nothing.
    fireEvent.click(swap);
    fireEvent.click(swap);
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(screen.getByTestId('landed').textContent).toBe('/projects/5?tab=estimates&estimate=88');
    expect(await screen.findByText('The substitute is in your room.')).toBeTruthy();
    expect(api.calls('POST /api/order_items/21/substitutes').map((c) => c.body)).toEqual([{ size_id: 302 }]);
  });

  it('without an approved estimate: the message to order it from the room’s checklist, and a link to the room', async () => {
    const { ui } = open([declinedTile], {
      'GET /api/order_items/21/substitutes': ok(SUBSTITUTES),
      'POST /api/order_items/21/substitutes': ok(
        { design: { id: 41, version: 3 }, change_order: null, message: SUBSTITUTE_MESSAGES.noEstimate },
        'The substitute is in your room.',
      ),
    });
    const dialog = await substituteDialog(ui);
    await ui.user.click(await within(dialog).findByRole('button', { name: 'Swap Basalt Hex into my room' }));
    expect(await within(dialog).findByText(SUBSTITUTE_MESSAGES.noEstimate)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open your room' }).getAttribute('href')).toBe(
      '/visualize?design=41',
    );
    expect(within(dialog).queryByRole('list', { name: /Substitutes for/ })).toBeNull();
    expect(await screen.findByText('The substitute is in your room.')).toBeTruthy();
  });

  it('a refusal (422) is shown beside the cards, which stay to choose another', async () => {
    const { api, ui } = open([declinedTile], {
      'GET /api/order_items/21/substitutes': ok(SUBSTITUTES),
      'POST /api/order_items/21/substitutes': invalid({ size_id: [SUBSTITUTE_MESSAGES.notOffered] }),
    });
    const dialog = await substituteDialog(ui);
    await ui.user.click(await within(dialog).findByRole('button', { name: 'Swap Basalt Hex into my room' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SUBSTITUTE_MESSAGES.notOffered);
    expect(within(dialog).getByRole('button', { name: 'Swap Grey Porcelain into my room' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(api.calls('POST /api/order_items/21/substitutes')).toHaveLength(1);
    // Shown where it belongs, not toasted on top.
    expect(screen.queryByText('The given data was invalid.')).toBeNull();
  });

  it('none offered: the reason, and no card', async () => {
    const { ui } = open([declinedTile], {
      'GET /api/order_items/21/substitutes': ok({
        ...SUBSTITUTES,
        substitutes: [],
        reason: SUBSTITUTE_MESSAGES.none,
        room: null,
      }),
    });
    const dialog = await substituteDialog(ui);
    expect(await within(dialog).findByText(SUBSTITUTE_MESSAGES.none)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /into my room/ })).toBeNull();
  });

  it('could not load them: says so and tries again', async () => {
    let down = true;
    const { ui } = open([declinedTile], {
      'GET /api/order_items/21/substitutes': () =>
        down ? { status: 503, body: { message: 'Down.' } } : ok(SUBSTITUTES),
    });
    const dialog = await substituteDialog(ui);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The substitutes could not be loaded.',
    );
    down = false;
    await ui.user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Substitutes for Slate Tile' })).toBeTruthy();
  });

  it('shows the first substitute in the room: the room asked for once, a copy with it in the declined tile’s place', async () => {
    const { api, ui } = open([declinedTile], { 'GET /api/order_items/21/substitutes': ok(SUBSTITUTES) });
    const dialog = await substituteDialog(ui);
    const preview = await within(dialog).findByRole('region', { name: 'See it in your room' });
    expect(within(preview).getByText(/^Showing/).textContent).toBe(
      'Showing Basalt Hex in place of Slate Tile. Nothing changes in your room until you swap one in.',
    );
    await within(preview).findByTestId('room-canvas');
    // The version the substitutes were found in.
    expect(api.calls('GET /api/designs/41').map((c) => c.query.get('version'))).toEqual(['2']);
    const drawn = lastDrawn();
    expect(drawn.document.surfaces.map((s) => [s.id, s.product])).toEqual([
      ['floor', { product: 'hash301', sizeId: 301 }],
      ['south-face', null],
      ['backsplash', { product: 'abc123', sizeId: 7 }],
    ]);
    expect(drawn.textures).toEqual(TEXTURES);
    expect(drawn.style).toBe(templateById(TEMPLATE)!.style);
    expect(drawn.selection).toBeNull();
    // A floor is seen from above the room (from the doorway it is a strip at the bottom of the picture).
    expect(drawn.view).toBe('top');
    expect(within(dialog).getByRole('button', { name: 'See Basalt Hex in your room' })).toHaveProperty(
      'ariaPressed',
      'true',
    );
    // The design as loaded is left alone: nothing is swapped until the homeowner chooses.
    expect(DESIGN.document.surfaces[0]!.product).toEqual(SLATE);
    expect(api.calls('POST /api/order_items/21/substitutes')).toHaveLength(0);

    // Drawing: a spinner over the box until the first frame.
    expect(within(preview).getByRole('status', { name: '' }).textContent).toBe('Drawing your room');
    act(() => drawn.onFirstFrame!());
    expect(within(preview).queryByText('Drawing your room')).toBeNull();
    expect(within(preview).getByTestId('substitute-room').dataset.drawn).toBe('true');
  });

  it('another substitute redraws the same canvas with it in that place', async () => {
    const { api, ui } = open([declinedTile], { 'GET /api/order_items/21/substitutes': ok(SUBSTITUTES) });
    const dialog = await substituteDialog(ui);
    await within(dialog).findByTestId('room-canvas');
    await ui.user.click(within(dialog).getByRole('button', { name: 'See Grey Porcelain in your room' }));
    expect(lastDrawn().document.surfaces[0]!.product).toEqual({ product: 'hash302', sizeId: 302 });
    expect(within(dialog).getByText(/^Showing/).textContent).toContain('Showing Grey Porcelain in place of');
    expect(within(dialog).getByRole('button', { name: 'See Grey Porcelain in your room' })).toHaveProperty(
      'ariaPressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'See Basalt Hex in your room' })).toHaveProperty(
      'ariaPressed',
      'false',
    );
    await ui.user.click(within(dialog).getByRole('button', { name: 'See Charcoal Matte in your room' }));
    expect(lastDrawn().document.surfaces[0]!.product).toEqual({ product: 'hash303', sizeId: 303 });
    // One canvas, mounted once; the room asked for once.
    expect(within(dialog).getAllByTestId('room-canvas')).toHaveLength(1);
    expect(canvas.mounts).toBe(1);
    expect(api.calls('GET /api/designs/41')).toHaveLength(1);
  });

  it('without WebGL: says so, and the substitutes can still be swapped in', async () => {
    canvas.fail = true;
    // React reports the error the boundary caught.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => quiet.mockRestore());
    const { ui } = open([declinedTile], { 'GET /api/order_items/21/substitutes': ok(SUBSTITUTES) });
    const dialog = await substituteDialog(ui);
    expect(await within(dialog).findByText(/This browser could not draw your room in 3-D/)).toBeTruthy();
    expect(within(dialog).queryByText('Drawing your room')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Swap Basalt Hex into my room' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('the room could not be loaded: says so beside the substitutes', async () => {
    const { ui } = open([declinedTile], {
      'GET /api/order_items/21/substitutes': ok(SUBSTITUTES),
      'GET /api/designs/41': { status: 404, body: { message: 'Record not found for processing.' } },
    });
    const dialog = await substituteDialog(ui);
    expect(await within(dialog).findByText(/Your room could not be loaded/)).toBeTruthy();
    expect(within(dialog).queryByTestId('room-canvas')).toBeNull();
    expect(within(dialog).queryByText('Drawing your room')).toBeNull();
    expect(screen.queryByText('Record not found for processing.')).toBeNull();
  });
});
