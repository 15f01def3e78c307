import { SAMPLE_LIMITS, SAMPLE_MESSAGES } from '@app/domain/orders/samples';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi, invalid, ok } from '../../testing/fake-api.ts';
import { orderItem, orderOf } from '../../testing/order-items.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { sampleLineOf, sampleQuoteOf } from '../../testing/sample-fixtures.ts';
import { OrderSamplesButton } from './OrderSamplesButton.tsx';

const QUOTE = 'GET /api/sample_orders/quote';
const PLACE = 'POST /api/sample_orders';
const PRODUCTS = ['TILE1', 'SLAB2', 'FAUCET3'];

const placed = (): FakeReply => ({
  status: 201,
  body: {
    success: true,
    message: SAMPLE_MESSAGES.placed('100200'),
    data: orderOf([orderItem({ sample: true, qty: 1, product_name: 'Carrara hex floor tile' })], {
      number: '100200',
    }),
  },
});

/** The button of an estimate or a room naming `products` of project 5; `place` answers the order. */
function open(
  place: (body: unknown) => FakeReply = placed,
  quote: Parameters<typeof fakeApi>[0][string] = ok(sampleQuoteOf()),
  products = PRODUCTS,
) {
  const api = fakeApi({
    [QUOTE]: quote,
    [PLACE]: (request) => place(request.body),
  });
  const ui = renderPage(() => <OrderSamplesButton products={products} project={5} />, { route: '/' });
  const keys = () => api.calls(PLACE).map((c) => c.headers.get('Idempotency-Key'));
  return { api, ui, keys };
}

async function openDialog(ui: ReturnType<typeof open>['ui']) {
  await ui.user.click(screen.getByRole('button', { name: 'Order samples' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order samples' });
  await within(dialog).findByRole('form', { name: 'Order samples' });
  return dialog;
}

const row = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByLabelText('Sample order total'))
    .getByText(label)
    .parentElement!.querySelector('dd')!.textContent;
const box = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('checkbox', { name });
const placeButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Place sample order' });

describe('Order samples (issue 25 point 7)', () => {
  it('lists every sample offered, chosen, with its picture, brand, size and price; the others apart; the priced total with the card', async () => {
    const { ui, api, keys } = open();
    const dialog = await openDialog(ui);
    expect(api.calls(QUOTE)[0]!.query.get('products')).toBe('TILE1,SLAB2,FAUCET3');

    const lines = within(dialog).getAllByTestId('sample-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Carrara hex floor tile')).toBeTruthy();
    expect(within(lines[0]!).getByText('Stoneworks · Sample: 4 × 4 in chip')).toBeTruthy();
    expect(within(lines[0]!).getByText('Free')).toBeTruthy();
    expect(lines[0]!.querySelector('img')!.getAttribute('src')).toBe('/media/tile1.webp');
    expect(within(lines[1]!).getByText('Quartzline · Sample: 6 × 6 in')).toBeTruthy();
    expect(within(lines[1]!).getByText('$5.00')).toBeTruthy();
    expect(box(dialog, /Carrara hex floor tile/)).toHaveProperty('checked', true);
    expect(box(dialog, /Calacatta quartz slab/)).toHaveProperty('checked', true);
    const none = within(dialog).getByRole('region', { name: 'No samples offered' });
    expect(within(none).getByText('Brushed nickel faucet')).toBeTruthy();

    expect(row(dialog, 'Subtotal')).toBe('$5.00');
    expect(row(dialog, 'Tax')).toBe('$0.40');
    expect(row(dialog, 'Shipping')).toBe('Free');
    expect(row(dialog, 'Total')).toBe('$5.40');
    expect(within(dialog).getByRole('radio', { name: /My shipping address.*12 Pine St/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('radio', { name: 'Saved card: Visa ending 4242' })).toHaveProperty(
      'checked',
      true,
    );

    await ui.user.click(placeButton(dialog));
    expect(await screen.findByText(SAMPLE_MESSAGES.placed('100200'))).toBeTruthy();
    expect(api.calls(PLACE).map((c) => c.body)).toEqual([
      { products: ['TILE1', 'SLAB2'], project: 5, payment: { saved_card: true } },
    ]);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('unchecking the priced sample makes it free: no card asked, none sent; the toast links to the order and the dialog closes', async () => {
    const { ui, api, keys } = open();
    const dialog = await openDialog(ui);
    await ui.user.click(box(dialog, /Calacatta quartz slab/));
    expect(box(dialog, /Calacatta quartz slab/)).toHaveProperty('checked', false);
    expect(row(dialog, 'Subtotal')).toBe('Free');
    expect(row(dialog, 'Tax')).toBe('$0.00');
    expect(row(dialog, 'Total')).toBe('Free');
    expect(within(dialog).queryByRole('group', { name: 'Pay with' })).toBeNull();

    await ui.user.click(placeButton(dialog));
    const toast = await screen.findByText(SAMPLE_MESSAGES.placed('100200'));
    expect(within(toast).getByRole('link', { name: 'View your orders' }).getAttribute('href')).toBe(
      '/your_orders?order=100200',
    );
    expect(api.calls(PLACE)[0]!.body).toEqual({ products: ['TILE1'], project: 5 });
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('nothing chosen is said next to the list and not sent; the server’s refusal too, and the next attempt takes a new key', async () => {
    const replies: FakeReply[] = [invalid({ products: [SAMPLE_MESSAGES.weekly] })];
    const { ui, api, keys } = open(() => replies.shift() ?? placed());
    const dialog = await openDialog(ui);
    await ui.user.click(box(dialog, /Carrara hex floor tile/));
    await ui.user.click(box(dialog, /Calacatta quartz slab/));
    await ui.user.click(placeButton(dialog));
    const list = within(dialog).getByRole('group', { name: 'Samples' });
    const required = await within(list).findByText(SAMPLE_MESSAGES.productsRequired);
    expect(list.getAttribute('aria-describedby')).toContain(required.id);
    expect(api.calls(PLACE)).toHaveLength(0);

    await ui.user.click(box(dialog, /Carrara hex floor tile/));
    await ui.user.click(placeButton(dialog));
    const weekly = await within(list).findByText(SAMPLE_MESSAGES.weekly);
    expect(weekly.getAttribute('role')).toBe('alert');
    expect(list.getAttribute('aria-describedby')).toContain(weekly.id);
    expect(screen.getByRole('dialog', { name: 'Order samples' })).toBeTruthy();

    await ui.user.click(placeButton(dialog));
    expect(await screen.findByText(SAMPLE_MESSAGES.placed('100200'))).toBeTruthy();
    expect(keys()).toHaveLength(2);
    expect(new Set(keys()).size).toBe(2);
  });

  it('a card refused is said under the card; another address is quoted again for its state’s tax and sent', async () => {
    const replies: FakeReply[] = [invalid({ payment: [SAMPLE_MESSAGES.noCard] })];
    const quote = (r: { query: URLSearchParams }) =>
      ok(
        r.query.get('state') === 'OR'
          ? sampleQuoteOf({ tax_bps: 0, tax_cents: 0, total_cents: 500 })
          : sampleQuoteOf(),
      );
    const { ui, api } = open(() => replies.shift() ?? placed(), quote);
    const dialog = await openDialog(ui);
    await ui.user.click(placeButton(dialog));
    const refused = await within(dialog).findByText(SAMPLE_MESSAGES.noCard);
    expect(
      within(dialog)
        .getByRole('radio', { name: 'Saved card: Visa ending 4242' })
        .getAttribute('aria-describedby'),
    ).toBe(refused.id);

    await ui.user.click(within(dialog).getByRole('radio', { name: 'Another address' }));
    await ui.user.type(within(dialog).getByRole('textbox', { name: /^Street/ }), '9 Elm St');
    await ui.user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Portland');
    await ui.user.selectOptions(within(dialog).getByRole('combobox', { name: /^State/ }), 'OR');
    await ui.user.type(within(dialog).getByRole('textbox', { name: /^Zip code/ }), '97201');
    await waitFor(() => expect(row(dialog, 'Total')).toBe('$5.00'));
    expect(api.calls(QUOTE).at(-1)!.query.get('state')).toBe('OR');
    await ui.user.click(placeButton(dialog));
    expect(await screen.findByText(SAMPLE_MESSAGES.placed('100200'))).toBeTruthy();
    expect(api.calls(PLACE)[1]!.body).toEqual({
      products: ['TILE1', 'SLAB2'],
      project: 5,
      ship_to: { street: '9 Elm St', apartment: '', city: 'Portland', state: 'OR', zip_code: '97201' },
      payment: { saved_card: true },
    });
  });

  it('none offered: says so, names them, and offers no order', async () => {
    const { ui, api } = open(
      placed,
      ok(
        sampleQuoteOf({
          lines: [],
          unavailable: [{ product: 'FAUCET3', name: 'Brushed nickel faucet' }],
          subtotal_cents: 0,
          tax_cents: 0,
          total_cents: 0,
        }),
      ),
      ['FAUCET3'],
    );
    const dialog = await openDialog(ui);
    expect(within(dialog).getByText('None of these products offers samples yet.')).toBeTruthy();
    expect(within(dialog).getByText('Brushed nickel faucet')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Place sample order' })).toBeNull();
    expect(api.calls(PLACE)).toHaveLength(0);
  });

  it('more products than one order takes: quoted in parts, the first ten chosen, no more can be', async () => {
    const products = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    const quote = (r: { query: URLSearchParams }) => {
      const asked = r.query.get('products')!.split(',');
      return ok(
        sampleQuoteOf({
          lines: asked.map((p) => sampleLineOf(p)),
          unavailable: [],
          subtotal_cents: 0,
          tax_cents: 0,
          total_cents: 0,
        }),
      );
    };
    const { ui, api } = open(placed, quote, products);
    const dialog = await openDialog(ui);
    expect(api.calls(QUOTE).map((c) => c.query.get('products')!.split(',').length)).toEqual([10, 2]);
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(12);
    expect(boxes.filter((b) => (b as HTMLInputElement).checked)).toHaveLength(SAMPLE_LIMITS.products);
    expect((boxes[10] as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText(SAMPLE_MESSAGES.tooMany)).toBeTruthy();
    await ui.user.click(boxes[0]!);
    expect((boxes[10] as HTMLInputElement).disabled).toBe(false);
  });

  it('while the quote is on its way it says so; a failed one offers to try again', async () => {
    const { ui, api } = open(placed, { status: 500, body: { message: 'Server Error' } });
    let answer: (reply: Response) => void = () => undefined;
    api.mock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await ui.user.click(screen.getByRole('button', { name: 'Order samples' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order samples' });
    expect(within(dialog).getByText('Loading the samples')).toBeTruthy();
    answer(new Response(JSON.stringify({ message: 'Server Error' }), { status: 500 }));
    expect(await within(dialog).findByText(/The samples could not be loaded/)).toBeTruthy();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls(QUOTE)).toHaveLength(1));
  });
});
