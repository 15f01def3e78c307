import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price, PricePerSqft } from './Price.tsx';

describe('Price', () => {
  it('shows US dollars with two decimals and the unit', () => {
    const { container } = render(<Price cents={123456} unit="Box" />);
    expect(container.textContent).toBe('$1,234.56 / Box');
  });

  it('leaves the unit out when there is none', () => {
    const { container } = render(<Price cents={5} unit={null} />);
    expect(container.textContent).toBe('$0.05');
  });

  it('shows the price per square foot, or nothing', () => {
    const { container, rerender } = render(<PricePerSqft dollars={5.78} />);
    expect(container.textContent).toBe('$5.78 / sq ft');
    rerender(<PricePerSqft dollars={1234.5} />);
    expect(container.textContent).toBe('$1,234.50 / sq ft');
    rerender(<PricePerSqft dollars={null} />);
    expect(container.textContent).toBe('');
  });
});
