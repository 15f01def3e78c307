import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityBox } from './QuantityBox.tsx';

function Harness({
  start = 1,
  min,
  max,
  spy,
}: {
  start?: number;
  min?: number;
  max?: number;
  spy?: (n: number) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityBox
        label="Quantity"
        value={value}
        min={min}
        max={max}
        onChange={(n) => {
          spy?.(n);
          setValue(n);
        }}
      />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const chosen = () => screen.getByLabelText('chosen').textContent;

describe('QuantityBox', () => {
  it('steps up and down and never goes below the minimum', async () => {
    render(<Harness start={3} min={3} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input().value).toBe('4');
    expect(minus).toHaveProperty('disabled', false);
    await userEvent.click(minus);
    expect(input().value).toBe('3');
    expect(minus).toHaveProperty('disabled', true);
  });

  it('keeps only digits while typing', async () => {
    render(<Harness />);
    await userEvent.clear(input());
    await userEvent.type(input(), '1a2-');
    expect(input().value).toBe('12');
    expect(chosen()).toBe('12');
  });

  it('snaps a blank field back to the minimum on blur', async () => {
    const spy = vi.fn();
    render(<Harness start={5} min={2} spy={spy} />);
    await userEvent.clear(input());
    expect(input().value).toBe('');
    await userEvent.tab();
    expect(input().value).toBe('2');
    expect(chosen()).toBe('2');
    expect(spy).toHaveBeenLastCalledWith(2);
  });

  it('lets a number pass through values below the minimum while typing, then clamps on blur', async () => {
    render(<Harness start={3} min={3} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '1');
    expect(chosen()).toBe('3');
    await userEvent.type(input(), '2');
    expect(chosen()).toBe('12');
    await userEvent.clear(input());
    await userEvent.type(input(), '1');
    await userEvent.tab();
    expect(input().value).toBe('3');
  });

  it('respects the maximum and the arrow keys', async () => {
    render(<Harness start={4} max={5} />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowUp}');
    expect(input().value).toBe('5');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input().value).toBe('3');
    await userEvent.clear(input());
    await userEvent.type(input(), '99');
    await userEvent.tab();
    expect(input().value).toBe('5');
  });

  it('disables everything when disabled', () => {
    render(<QuantityBox label="Quantity" value={2} onChange={() => {}} disabled />);
    for (const el of [input(), ...screen.getAllByRole('button')]) expect(el).toHaveProperty('disabled', true);
  });
});
