import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';
import { callingCodeOptions } from './calling-codes.ts';

describe('country calling codes (spec point 2)', () => {
  it('lists about 230 countries by name with their code, United States first', () => {
    const options = callingCodeOptions();
    expect(options.length).toBeGreaterThanOrEqual(220);
    expect(options.length).toBeLessThanOrEqual(260);
    expect(options[0]).toEqual({ value: '+1', label: 'United States (+1)' });
    expect(options).toContainEqual({ value: '+44', label: 'United Kingdom (+44)' });
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
  });

  it('renders a labelled select defaulting to +1', () => {
    render(<CountryCodeSelect name="country_code" />);
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    expect(select.value).toBe('+1');
    expect(select.selectedOptions[0].textContent).toBe('United States (+1)');
  });
});
