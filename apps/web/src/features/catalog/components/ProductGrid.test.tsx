import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { product } from '../../../testing/catalog-fixtures.ts';
import { PER_PAGE } from '../hooks/list-query.ts';
import { ProductGrid } from './ProductGrid.tsx';

function renderGrid(props: Parameters<typeof ProductGrid>[0]) {
  const router = createMemoryRouter([{ path: '/', element: <ProductGrid {...props} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('ProductGrid (issue 23: no layout shift)', () => {
  it('holds a whole page of placeholders while the first page loads, hidden from screen readers', () => {
    renderGrid({ products: undefined, loading: true, empty: null });
    const list = screen.getByRole('list', { name: 'Products loading' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    const placeholders = screen.getAllByTestId('product-card-skeleton');
    expect(placeholders).toHaveLength(PER_PAGE);
    expect(placeholders.every((p) => p.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it("draws each placeholder in a card's frame, so the cards take their places without moving the grid", () => {
    const { unmount } = renderGrid({ products: undefined, loading: true, empty: null });
    const frame = screen.getAllByTestId('product-card-skeleton')[0]?.firstElementChild as HTMLElement;
    const placeholderClasses = [...frame.classList];
    unmount();

    renderGrid({ products: [product(1)], loading: false, empty: null });
    const card = screen.getByRole('article');
    const frameClasses = [
      'flex',
      'h-full',
      'flex-col',
      'overflow-hidden',
      'rounded-lg',
      'border',
      'shadow-sm',
    ];
    expect([...card.classList]).toEqual(expect.arrayContaining(frameClasses));
    expect(placeholderClasses).toEqual(expect.arrayContaining(frameClasses));
    // The picture is square in both, and both have room for two lines of name.
    expect(card.querySelector('img')?.classList.contains('aspect-square')).toBe(true);
    expect(frame.querySelector('.aspect-square')).not.toBeNull();
    expect(card.querySelector('h3')?.classList.contains('line-clamp-2')).toBe(true);
    expect(frame.querySelector('.h-10')).not.toBeNull();
  });

  it('loads the first row’s pictures at once and the rest when scrolled to', () => {
    const products = Array.from({ length: PER_PAGE }, (_, i) => product(i + 1));
    renderGrid({ products, loading: false, empty: null });
    const loading = [...screen.getByRole('list', { name: 'Products' }).querySelectorAll('img')].map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual([...Array(4).fill('eager'), ...Array(PER_PAGE - 4).fill('lazy')]);
  });

  it('gives every product picture its width and height', () => {
    renderGrid({ products: [product(1), product(2)], loading: false, empty: null });
    for (const img of screen.getByRole('list', { name: 'Products' }).querySelectorAll('img')) {
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    }
  });
});
