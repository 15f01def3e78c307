import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusSelector } from './StatusSelector.tsx';

const optionTexts = () =>
  within(screen.getByRole('combobox', { name: 'Item status' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('StatusSelector', () => {
  it('offers a vendor at Waiting for approval the first five statuses, by display name', () => {
    render(
      <StatusSelector
        userType="Vendor"
        current="Waiting for approval"
        label="Item status"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Item status' })).toHaveProperty(
      'value',
      'Waiting for approval',
    );
    expect(optionTexts()).toEqual([
      'Pending Approval',
      'Approved',
      'Not Approved',
      'In Progress',
      'Ready to Pick Up',
    ]);
  });

  it('offers Admin at Picked Up neither Accept to Pick Up nor any of the first five', () => {
    render(<StatusSelector userType="Admin" current="Picked Up" label="Item status" onChange={vi.fn()} />);
    expect(optionTexts()).toEqual([
      'Picked Up',
      'Shipping',
      'Shipped',
      'Out For Delivery',
      'Cancle',
      'Return Request',
      'Returned',
      'Delivered',
    ]);
  });

  it('shows a read-only badge to roles without the selector, and to a vendor with nothing left to choose', () => {
    const { rerender } = render(
      <StatusSelector userType="User" current="Vendor Approved" label="Item status" onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Approved')).toBeTruthy();
    rerender(
      <StatusSelector userType="Contractor" current="Decline" label="Item status" onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Not Approved')).toBeTruthy();
    rerender(
      <StatusSelector userType="Vendor" current="Accept to Pick Up" label="Item status" onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Accept to Pick Up')).toBeTruthy();
  });

  it('offers nothing from a refunded Decline, Cancle or Returned: a read-only badge (decision 0003)', () => {
    const { rerender } = render(
      <StatusSelector userType="Vendor" current="Decline" refunded label="Item status" onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Not Approved')).toBeTruthy();
    rerender(
      <StatusSelector userType="Admin" current="Cancle" refunded label="Item status" onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    rerender(
      <StatusSelector userType="Admin" current="Returned" refunded label="Item status" onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    // Not refunded (an admin's Cancle refunds nothing): the admin can still correct it.
    rerender(<StatusSelector userType="Admin" current="Cancle" label="Item status" onChange={vi.fn()} />);
    expect(optionTexts()).toContain('Delivered');
  });

  it('raises nothing when the same status is chosen, and one change for a different one', async () => {
    const onChange = vi.fn();
    render(
      <StatusSelector userType="Vendor" current="In Progress" label="Item status" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Item status' });
    fireEvent.change(select, { target: { value: 'In Progress' } });
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, 'Ready to Pick Up');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('Ready to Pick Up');
  });

  it('is disabled and shows the choice while saving, and goes back to the stored status on failure', async () => {
    let fail: (e: Error) => void = () => {};
    const onChange = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    render(<StatusSelector userType="Admin" current="Shipped" label="Item status" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Item status' });
    await userEvent.selectOptions(select, 'Out For Delivery');
    expect(select).toHaveProperty('disabled', true);
    expect(select).toHaveProperty('value', 'Out For Delivery');
    expect(screen.getByRole('status').textContent).toBe('Saving status');
    await act(async () => fail(new Error('422')));
    expect(select).toHaveProperty('disabled', false);
    expect(select).toHaveProperty('value', 'Shipped');
    expect(screen.queryByRole('status')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is disabled while the caller says it is saving', () => {
    render(
      <StatusSelector userType="Admin" current="Shipped" label="Item status" onChange={vi.fn()} saving />,
    );
    expect(screen.getByRole('combobox', { name: 'Item status' })).toHaveProperty('disabled', true);
  });
});

describe('StatusSelector by keyboard', () => {
  it('only drafts a status reached with the arrow keys; Enter or Save sends it, Escape drops it', () => {
    const onChange = vi.fn();
    render(
      <StatusSelector
        userType="Vendor"
        current="Waiting for approval"
        label="Item status"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Item status' });
    // What Chromium does on ArrowDown over a closed select: a key press, then `change` with the next option.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'Vendor Approved' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveProperty('value', 'Vendor Approved');
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select).toHaveProperty('value', 'Waiting for approval');
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();

    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'Decline' } });
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('Decline');

    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'In Progress' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save In Progress' }));
    expect(onChange).toHaveBeenLastCalledWith('In Progress');
  });

  it('sends a status picked with the pointer at once', () => {
    const onChange = vi.fn();
    render(
      <StatusSelector
        userType="Vendor"
        current="Waiting for approval"
        label="Item status"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Item status' });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.pointerDown(select);
    fireEvent.change(select, { target: { value: 'Vendor Approved' } });
    expect(onChange).toHaveBeenCalledWith('Vendor Approved');
  });
});
