import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.tsx';
import { pageWindow } from './page-window.ts';

function Harness({ start, lastPage, spy }: { start: number; lastPage: number; spy?: (p: number) => void }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      page={page}
      lastPage={lastPage}
      onPageChange={(p) => {
        spy?.(p);
        setPage(p);
      }}
    />
  );
}

const shownPages = () =>
  Array.from(screen.getByRole('navigation', { name: 'Pagination' }).querySelectorAll('li'), (li) =>
    li.textContent?.replace(/[‹›]/g, '').trim(),
  );
const current = () => screen.getByRole('button', { current: 'page' }).textContent;

describe('pageWindow', () => {
  it('shows first, last and one either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    // A gap of a single page shows that page instead of an ellipsis.
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} lastPage={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('marks the current page and moves with Previous, Next and the numbers', async () => {
    const spy = vi.fn();
    render(<Harness start={1} lastPage={12} spy={spy} />);
    expect(shownPages()).toEqual(['Previous', '1', '2', '…', '12', 'Next']);
    expect(current()).toBe('1');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(current()).toBe('12');
    expect(shownPages()).toEqual(['Previous', '1', '…', '11', '12', 'Next']);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(spy.mock.calls).toEqual([[2], [12], [11]]);
  });

  it('jumps to a typed page, digits only, clamped to the last page', async () => {
    const spy = vi.fn();
    render(<Harness start={1} lastPage={12} spy={spy} />);
    const jump = screen.getByLabelText('Go to page') as HTMLInputElement;
    await userEvent.type(jump, 'a7b');
    expect(jump.value).toBe('7');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(current()).toBe('7');
    expect(jump.value).toBe('');
    await userEvent.type(jump, '99{Enter}');
    expect(current()).toBe('12');
    await userEvent.type(jump, '0{Enter}');
    expect(current()).toBe('1');
    expect(spy.mock.calls).toEqual([[7], [12], [1]]);
  });

  it('does nothing for an empty jump field or the page already shown', async () => {
    const spy = vi.fn();
    render(<Harness start={4} lastPage={12} spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(spy).not.toHaveBeenCalled();
  });
});
