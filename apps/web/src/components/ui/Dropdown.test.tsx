import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './Dropdown.tsx';

type Sort = 'relevance' | 'price_asc' | 'newest';
const options: { value: Sort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'newest', label: 'Newest' },
];

function Harness({ spy, hideLabel }: { spy?: (v: Sort) => void; hideLabel?: boolean }) {
  const [value, setValue] = useState<Sort>('relevance');
  return (
    <Dropdown
      label="Sort by"
      value={value}
      options={options}
      hideLabel={hideLabel}
      onChange={(v) => {
        spy?.(v);
        setValue(v);
      }}
    />
  );
}

describe('Dropdown', () => {
  it('shows the label and the chosen option on its button', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Sort by: Relevance' })).toBeTruthy();
  });

  it('keeps a hidden label for screen readers', () => {
    render(<Harness hideLabel />);
    expect(screen.getByText('Sort by:').className).toContain('sr-only');
    expect(screen.getByRole('button', { name: 'Sort by: Relevance' })).toBeTruthy();
  });

  it('opens a menu of options with the chosen one checked, and picks by click', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    expect(screen.getByRole('menu', { name: 'Sort by: Relevance' })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'Relevance' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Newest' }));
    expect(spy).toHaveBeenCalledWith('newest');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sort by: Newest' })).toBeTruthy();
  });

  it('works from the keyboard', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Sort by: Price: low to high' })).toBeTruthy();
  });
});
