import type { UserType } from '@app/domain/accounts/roles';
import type { FullOrderItem } from '@app/domain/orders/contract';
import { itemForRole } from '@app/domain/orders/money-by-role';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderItem } from '../../../testing/order-items.ts';
import { OrderItemsPopup } from './OrderItemsPopup.tsx';

const shipped = orderItem({
  id: 11,
  product_name: 'Oak plank',
  qty: 3,
  final_price: 10_000,
  contractor_markup_amt: 900,
  admin_profit_inclusive_tax: 3_000,
  status: 'Shipped',
  status_date: '2026-11-20T18:30:00Z',
  unit_price_cents: 11_050,
  unit: 'Box',
});
const returning = orderItem({
  id: 12,
  product_name: 'Slate tile',
  qty: 2,
  final_price: 620,
  contractor_markup_amt: 155,
  admin_profit_inclusive_tax: 1_240,
  status: 'Return Request',
});

/** The popup with the items as the server sends them to `userType`: only that role's money fields. */
function show(userType: UserType, items: FullOrderItem[] = [shipped, returning], onStatusChange = vi.fn()) {
  render(
    <OrderItemsPopup
      open
      onOpenChange={vi.fn()}
      order={{ number: '100042', items: items.map((i) => itemForRole(userType, i)) }}
      userType={userType}
      onStatusChange={onStatusChange}
    />,
  );
  return screen.getByRole('dialog', { name: 'Order Items — Order #100042' });
}

const rowOf = (dialog: HTMLElement, name: string) => {
  const row = within(dialog).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const profitCell = (row: HTMLElement) => within(row).getAllByRole('cell')[2].textContent;

describe('OrderItemsPopup', () => {
  it('says so when the order has no items', () => {
    const dialog = show('Vendor', []);
    expect(within(dialog).getByText('NO item found in this order.')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('lists Name, Qty, Profit and Status with the unit price and the status date', () => {
    const dialog = show('Admin');
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Qty', 'Profit', 'Status']);
    const row = rowOf(dialog, 'Oak plank');
    expect(within(row).getAllByRole('cell')[1].textContent).toContain('3');
    expect(within(row).getByText('$110.50')).toBeTruthy();
    expect(row.textContent).toContain('Since 11.20.2026');
  });

  it.each([
    ['User', '$110.50'],
    ['Vendor', '$100.00'],
    ['Contractor', null],
  ] as const)('shows a %s the price per unit its answer carries (%s)', (userType, price) => {
    const row = rowOf(show(userType), 'Oak plank');
    const name = within(row).getAllByRole('cell')[0];
    if (price) expect(within(name).getByText(price)).toBeTruthy();
    else expect(name.textContent).not.toContain('$');
    // The sale price is the homeowner's (and the admin's): a vendor or a pro never sees it.
    if (userType !== 'User') expect(row.textContent).not.toContain('$110.50');
  });

  it('shows what was refunded for an item, to the roles whose answer carries it', () => {
    const declined = orderItem({
      id: 13,
      product_name: 'Marble slab',
      status: 'Decline',
      refunded: true,
      refunded_cents: 15_734,
    });
    expect(within(rowOf(show('User', [declined]), 'Marble slab')).getByText('Refunded $157.34')).toBeTruthy();
  });

  it.each([
    ['Vendor', '$300.00', '\u2212$12.40'],
    ['Contractor', '$27.00', '\u2212$3.10'],
    ['Admin', '$30.00', '\u2212$12.40'],
  ] as const)('shows the %s profit, negative at Return Request', (userType, profit, reversed) => {
    const dialog = show(userType);
    expect(profitCell(rowOf(dialog, 'Oak plank'))).toContain(profit);
    expect(profitCell(rowOf(dialog, 'Slate tile'))).toContain(reversed);
  });

  it('says which 3-D design and version a line was ordered from; a line from the catalogue says nothing', () => {
    const designed = orderItem({ id: 14, product_name: 'Hex mosaic', design: { id: 7, version: 3 } });
    const dialog = show('User', [designed, shipped]);
    expect(within(rowOf(dialog, 'Hex mosaic')).getByText('From your 3-D design #7, version 3')).toBeTruthy();
    expect(within(rowOf(dialog, 'Oak plank')).queryByText(/3-D design/)).toBeNull();
  });

  it('shows a homeowner neither a Profit column nor a status selector', () => {
    const dialog = show('User');
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Qty', 'Status']);
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(rowOf(dialog, 'Oak plank')).getByText('Shipped')).toBeTruthy();
    expect(within(rowOf(dialog, 'Slate tile')).getByText('Return Request')).toBeTruthy();
  });

  it('gives a contractor the profit but no selector', () => {
    const dialog = show('Contractor');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it('calls onStatusChange once with the item and the new status', async () => {
    const onStatusChange = vi.fn(() => Promise.resolve());
    const dialog = show('Admin', [shipped], onStatusChange);
    const select = within(dialog).getByRole('combobox', { name: 'Status of Oak plank' });
    await userEvent.selectOptions(select, 'Out For Delivery');
    expect(onStatusChange).toHaveBeenCalledTimes(1);
    expect(onStatusChange).toHaveBeenCalledWith(11, 'Out For Delivery');
  });

  it('shows statuses read-only when no save handler is given', () => {
    render(
      <OrderItemsPopup
        open
        onOpenChange={vi.fn()}
        order={{ number: '7', items: [shipped] }}
        userType="Admin"
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Shipped')).toBeTruthy();
  });
});
