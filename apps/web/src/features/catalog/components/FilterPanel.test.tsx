import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FACETS } from '../../../testing/catalog-fixtures.ts';
import { readListState } from '../hooks/list-query.ts';
import { FilterPanel } from './FilterPanel.tsx';

describe('FilterPanel', () => {
  it('heads the filters with an h2 that holds the phone’s toggle, so the headings stay in order', async () => {
    const state = readListState(new URLSearchParams('brand=1'));
    render(<FilterPanel facets={FACETS} state={state} onChange={() => {}} />);
    const heading = screen.getByRole('heading', { level: 2, name: /Filters/ });
    const toggle = within(heading).getByRole('button', { name: /Filters \(1\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
