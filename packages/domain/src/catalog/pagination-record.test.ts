import { describe, expect, it } from 'vitest';
import { NEXT_LABEL, PREVIOUS_LABEL, pageWindow, paginationRecord } from './pagination.ts';

describe('pagination record (spec point 3)', () => {
  it('lists every page when there are few, with disabled arrows at the ends', () => {
    const r = paginationRecord({
      data: [1, 2],
      total: 25,
      perPage: 10,
      currentPage: 1,
      path: 'http://x/api/a',
    });
    expect(r).toMatchObject({
      total: 25,
      per_page: 10,
      current_page: 1,
      last_page: 3,
      path: 'http://x/api/a',
    });
    expect(r.links).toEqual([
      { url: null, label: PREVIOUS_LABEL, active: false },
      { url: 'http://x/api/a?page=1', label: '1', active: true },
      { url: 'http://x/api/a?page=2', label: '2', active: false },
      { url: 'http://x/api/a?page=3', label: '3', active: false },
      { url: 'http://x/api/a?page=2', label: NEXT_LABEL, active: false },
    ]);
  });

  it('keeps the other query parameters in each link, and one page when there is nothing', () => {
    const r = paginationRecord({
      data: [],
      total: 0,
      perPage: 10,
      currentPage: 1,
      path: '/api/search',
      query: { q: 'gold tile', brand: ['1', '2'], page: '9', color: undefined },
    });
    expect(r.last_page).toBe(1);
    expect(r.links[1].url).toBe('/api/search?q=gold+tile&brand=1&brand=2&page=1');
    expect(r.links.at(-1)).toEqual({ url: null, label: NEXT_LABEL, active: false });
  });

  it('windows many pages like Laravel: first two, three each side of the current, last two', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, null, 49, 50]);
    expect(pageWindow(20, 50)).toEqual([1, 2, null, 17, 18, 19, 20, 21, 22, 23, null, 49, 50]);
    expect(pageWindow(50, 50)).toEqual([1, 2, null, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(pageWindow(5, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const r = paginationRecord({ data: [], total: 500, perPage: 10, currentPage: 20, path: '/p' });
    expect(r.links.filter((l) => l.label === '...')).toEqual([
      { url: null, label: '...', active: false },
      { url: null, label: '...', active: false },
    ]);
    expect(r.links.find((l) => l.active)?.label).toBe('20');
  });
});
