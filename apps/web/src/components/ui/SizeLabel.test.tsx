import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SizeLabel } from './SizeLabel.tsx';

const size = (s: Partial<Record<'width_size' | 'height_size' | 'length_size' | 'pattern', string>>) => ({
  width_size: null,
  height_size: null,
  length_size: null,
  pattern: null,
  ...s,
});

describe('SizeLabel', () => {
  it('shows the pattern, else width X height, else width X length', () => {
    const { rerender } = render(
      <SizeLabel size={size({ pattern: 'Herringbone', width_size: '3', height_size: '12' })} />,
    );
    expect(screen.getByText('Herringbone')).toBeTruthy();
    rerender(<SizeLabel size={size({ width_size: '24', height_size: '48', length_size: '9' })} />);
    expect(screen.getByText('24 X 48')).toBeTruthy();
    rerender(<SizeLabel size={size({ width_size: '7', length_size: '60' })} className="font-bold" />);
    expect(screen.getByText('7 X 60').className).toBe('font-bold');
  });

  it('renders nothing without any size', () => {
    const { container } = render(<SizeLabel size={size({})} />);
    expect(container.innerHTML).toBe('');
  });
});
