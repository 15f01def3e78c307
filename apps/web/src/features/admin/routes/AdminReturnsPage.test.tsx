import type { ReturnRow } from '@app/domain/orders/returns-desk';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { asAdmin, pageOf } from '../testing/admin-fixtures.ts';
import AdminReturnsPage from './AdminReturnsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const returnRow = (over: Partial<ReturnRow> = {}): ReturnRow => {
  const requested = new Date(Date.now() - 2 * DAY);
  return {
    item_id: 11,
    order_id: 3,
    order_number: '100003',
    customer: { id: 7, full_name: 'Ann Home', email: 'ann@example.test' },
    product_name: 'Carrara marble tile',
    size_label: '12 X 24',
    vendor_name: 'Stone Co',
    image: '',
    qty: 2,
    status: 'Return Request',
    status_date: requested.toISOString(),
    line_total_cents: 28_800,
    tax_cents: 2_088,
    return_shipping_cents: 1_500,
    restocking_fee_cents: 1_500,
    refund_cents: 29_388,
    refund_due_by: new Date(requested.getTime() + 30 * DAY).toISOString(),
    refunded_at: null,
    ...over,
  };
};
const lateRow = returnRow({
  item_id: 12,
  product_name: 'Oak plank',
  status_date: new Date(Date.now() - 31 * DAY).toISOString(),
  refund_due_by: new Date(Date.now() - DAY).toISOString(),
});

function render(routes: Parameters<typeof asAdmin>[0] = {}, url = '/admin/returns') {
  const api = asAdmin({ 'GET /api/admin/returns': ok(pageOf([returnRow(), lateRow])), ...routes });
  return { api, ...renderPage(AdminReturnsPage, { route: '/admin/returns', url }) };
}
const rowOf = async (product: string) =>
  (await screen.findByText(`2 × ${product}`)).closest('tr') as HTMLElement;

describe('/admin/returns', () => {
  it('lists the waiting returns with line total, tax, return shipping, restocking fee, refund and due date', async () => {
    render();
    const row = await rowOf('Carrara marble tile');
    for (const text of ['100003', '$288.00', '$20.88', '$15.00', '$293.88'])
      expect(row.textContent).toContain(text);
    expect(row.textContent).toMatch(/\d\d\.\d\d\.\d{4}/);
    expect(row.textContent).not.toContain('overdue');
    // Past the vendors' 30 days: flagged.
    expect((await rowOf('Oak plank')).textContent).toContain('(overdue)');
  });

  it('shows the refund before the admin confirms, follows a lowered fee, and refuses one above the return shipping', async () => {
    const received = {
      return: returnRow({ status: 'Returned', restocking_fee_cents: 500, refund_cents: 30_388 }),
      received_now: true,
    };
    const { api, user } = render({
      'POST /api/admin/returns/11/receive': ok(received, 'The return is received and refunded.'),
    });
    await user.click(within(await rowOf('Carrara marble tile')).getByRole('button', { name: /^Receive/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive the return of Carrara marble tile' });
    expect(dialog.textContent).toContain('Refund to the homeowner$293.88');
    const fee = within(dialog).getByLabelText('Restocking fee ($)');
    expect((fee as HTMLInputElement).value).toBe('15.00');

    await user.clear(fee);
    await user.type(fee, '15.01');
    expect(
      within(dialog).getByText('The restocking fee may not be greater than the return shipping ($15.00).'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Receive and refund' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.clear(fee);
    await user.type(fee, '5');
    expect(dialog.textContent).toContain('Restocking fee−$5.00');
    await user.click(within(dialog).getByRole('button', { name: 'Receive and refund $303.88' }));
    expect(await screen.findByText('The return is received and refunded.')).toBeTruthy();
    expect(api.calls('POST /api/admin/returns/11/receive')[0].body).toEqual({ restocking_fee_cents: 500 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.calls('GET /api/admin/returns').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal next to the fee', async () => {
    const { user } = render({
      'POST /api/admin/returns/11/receive': invalid({
        restocking_fee_cents: ['The restocking fee may not be greater than the return shipping ($10.00).'],
      }),
    });
    await user.click(within(await rowOf('Carrara marble tile')).getByRole('button', { name: /^Receive/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Receive and refund $293.88' }));
    expect(
      await within(dialog).findByText(
        'The restocking fee may not be greater than the return shipping ($10.00).',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Restocking fee ($)').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the received returns with the refund made', async () => {
    const { api } = render(
      {
        'GET /api/admin/returns': (req) =>
          ok(
            pageOf(
              req.query.get('view') === 'received'
                ? [
                    returnRow({
                      status: 'Returned',
                      refund_due_by: null,
                      refunded_at: '2026-11-20T18:00:00.000Z',
                    }),
                  ]
                : [],
            ),
          ),
      },
      '/admin/returns?view=received',
    );
    const row = await rowOf('Carrara marble tile');
    expect(row.textContent).toContain('11.20.2026');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Refunded on' })).toBeTruthy();
    expect(api.calls('GET /api/admin/returns')[0].query.get('view')).toBe('received');
  });

  it('says when no return is waiting', async () => {
    render({ 'GET /api/admin/returns': ok(pageOf([])) });
    expect(await screen.findByText('No return is waiting.')).toBeTruthy();
  });
});
