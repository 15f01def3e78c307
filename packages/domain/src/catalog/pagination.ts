import { z } from 'zod';
import { clampPage } from './page-number.ts';

export { clampPage };

/** One link of the pagination record (spec point 3): `url` is null for a disabled arrow or a gap. */
export type PageLink = { url: string | null; label: string; active: boolean };

export type PaginationRecord<T> = {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  path: string;
  links: PageLink[];
};

export const PREVIOUS_LABEL = '« Previous';
export const NEXT_LABEL = 'Next »';
/** Pages shown on each side of the current one, as Laravel's paginator does. */
const ON_EACH_SIDE = 3;

/**
 * The page numbers to show, with `null` for a gap ('...'): all pages when there are few, else the first two,
 * a window around the current page and the last two (Laravel's UrlWindow).
 */
export function pageWindow(current: number, last: number): Array<number | null> {
  const window = ON_EACH_SIDE * 2;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last < window + 6) return range(1, last);
  if (current <= window) return [...range(1, window + ON_EACH_SIDE), null, last - 1, last];
  if (current > last - window) return [1, 2, null, ...range(last - (window + ON_EACH_SIDE) + 1, last)];
  return [1, 2, null, ...range(current - ON_EACH_SIDE, current + ON_EACH_SIDE), null, last - 1, last];
}

/**
 * The pagination record of spec point 3. `path` is the endpoint's absolute URL; `query` holds the other
 * parameters that each page link must keep (filters of a search), `page` is added per link.
 */
export function paginationRecord<T>(input: {
  data: T[];
  total: number;
  perPage: number;
  currentPage: number;
  path: string;
  query?: Record<string, string | string[] | undefined>;
}): PaginationRecord<T> {
  const { total, perPage, currentPage, path } = input;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (key === 'page' || value === undefined || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  const urlOf = (page: number) => {
    const p = new URLSearchParams(params);
    p.set('page', String(page));
    return `${path}?${p.toString()}`;
  };
  const links: PageLink[] = [
    { url: currentPage > 1 ? urlOf(currentPage - 1) : null, label: PREVIOUS_LABEL, active: false },
    ...pageWindow(currentPage, lastPage).map((page) =>
      page === null
        ? { url: null, label: '...', active: false }
        : { url: urlOf(page), label: String(page), active: page === currentPage },
    ),
    { url: currentPage < lastPage ? urlOf(currentPage + 1) : null, label: NEXT_LABEL, active: false },
  ];
  return {
    data: input.data,
    total,
    per_page: perPage,
    current_page: currentPage,
    last_page: lastPage,
    path,
    links,
  };
}

/** Response schema of a pagination record of `item`. */
export const paginationSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    path: z.string(),
    links: z.array(z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })),
  });
