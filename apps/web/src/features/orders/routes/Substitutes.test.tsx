import { SUBSTITUTE_MESSAGES, type Substitutes } from '@app/domain/estimates/substitutes';
import type { FullOrderItem } from '@app/domain/orders/contract';
import { orderForRole } from '@app/domain/orders/money-by-role';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { product as catalogProduct } from '../../../testing/catalog-fixtures.ts';
import { type FakeReply, fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { orderItem, orderOf } from '../../../testing/order-items.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import YourOrdersPage from './YourOrdersPage.tsx';

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
};

function open(items: FullOrderItem[], extra: Record<string, FakeReply | (() => FakeReply)> = {}) {
  setAuthToken(TOKEN);
  const api = fakeApi({
    'GET /api/authuser': ok(authUser()),
    'GET /api/orders': () => ok([orderForRole('User', orderOf(items))]),
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
});
