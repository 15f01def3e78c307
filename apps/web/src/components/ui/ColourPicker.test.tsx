import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColourPicker } from './ColourPicker.tsx';
import { isLightSwatch, swatchFor, UNKNOWN_SWATCH } from './colour-swatches.ts';

// user-event walks a radio group with CSS.escape, which jsdom lacks.
if (!globalThis.CSS?.escape) {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) },
  });
}

function Harness({ colors, start = null }: { colors: string[]; start?: string | null }) {
  const [value, setValue] = useState<string | null>(start);
  return <ColourPicker label="Colour" colors={colors} value={value} onChange={setValue} />;
}

describe('colour swatches', () => {
  it('maps catalogue colour names to colours, ignoring case', () => {
    expect(swatchFor('White')).toBe('#ffffff');
    expect(swatchFor(' charcoal ')).toBe(swatchFor('Charcoal'));
    expect(swatchFor('Unobtainium')).toBeNull();
    expect(isLightSwatch('#ffffff')).toBe(true);
    expect(isLightSwatch('#111111')).toBe(false);
    expect(isLightSwatch(UNKNOWN_SWATCH)).toBe(false);
  });
});

describe('ColourPicker', () => {
  it('is a radio group named by its label, one radio per colour', () => {
    render(<Harness colors={['White', 'Gold', 'Charcoal', 'Gold']} />);
    expect(screen.getByRole('group', { name: 'Colour' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'White',
      'Gold',
      'Charcoal',
    ]);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('chooses by click and shows the chosen name', async () => {
    render(<Harness colors={['White', 'Gold']} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Gold' }));
    expect(screen.getByRole('radio', { name: 'Gold' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group').querySelector('legend')?.textContent).toBe('Colour: Gold');
  });

  it('moves the choice with the arrow keys', async () => {
    render(<Harness colors={['White', 'Gold', 'Charcoal']} start="White" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'White' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Gold' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group').querySelector('legend')?.textContent).toBe('Colour: Gold');
  });

  it('shows the name of a colour it has no swatch for, on a grey swatch', () => {
    render(<Harness colors={['White', 'Moonbeam']} />);
    const unknown = screen.getByText('Moonbeam');
    expect(unknown.className).not.toContain('sr-only');
    expect(screen.getByText('White').className).toContain('sr-only');
    const swatch = unknown.previousElementSibling as HTMLElement;
    expect(swatch.style.backgroundColor).toBe('rgb(163, 163, 163)');
  });
});
