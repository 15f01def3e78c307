import type { SwapFacets, SwapSort } from '@app/domain/designs/swap-filters';

/** One size a swap slot can take, as the list is filtered, counted and ordered (swap-options.repository.ts). */
export type SwapCandidate = {
  sid: number;
  pid: number;
  position: number;
  /** The place of its top category in the slot's preference (1 first). */
  rank: number;
  /** The product's name in lower case, for the name search. */
  name: string;
  colors: readonly string[];
  finish: string | null;
  brandId: number;
  brandName: string;
  styleTags: readonly string[];
  /** The size label (domain catalog/size-label.ts). */
  size: string;
  widthIn: number | null;
  /** The showroom's unit price in cents. */
  price: number;
};

/** The swap panel's filters (null: not filtered). */
export type SwapFilterValues = {
  color: string | null;
  finish: string | null;
  size: string | null;
  brand: number | null;
  style: string | null;
  priceMin: number | null;
  priceMax: number | null;
};

export type SwapListInput = {
  /** Words of the name, in lower case, or null. */
  nameQuery: string | null;
  filters: SwapFilterValues;
  sort: SwapSort;
  /** Each style's weight for the 'match' order. */
  weights: ReadonlyArray<[string, number]>;
  /** For a fixture, the widest size (inches) that fits where it stands; null: everything fits. */
  fitWidthIn: number | null;
  limit: number;
  offset: number;
};

type Filter = keyof typeof CHECKS;
const CHECKS = {
  color: (c: SwapCandidate, f: SwapFilterValues) => f.color === null || c.colors.includes(f.color),
  finish: (c: SwapCandidate, f: SwapFilterValues) => f.finish === null || c.finish === f.finish,
  size: (c: SwapCandidate, f: SwapFilterValues) => f.size === null || c.size === f.size,
  brand: (c: SwapCandidate, f: SwapFilterValues) => f.brand === null || c.brandId === f.brand,
  style: (c: SwapCandidate, f: SwapFilterValues) => f.style === null || c.styleTags.includes(f.style),
  price: (c: SwapCandidate, f: SwapFilterValues) =>
    (f.priceMin === null || c.price >= f.priceMin) && (f.priceMax === null || c.price <= f.priceMax),
};
const FILTERS = Object.keys(CHECKS) as Filter[];
const FACET_LIMIT = 40;

/** Text order as the database's C collation sorts it (code points). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Values with their counts, most first then by value, the first 40 (a facet). */
function counted<K extends string | number>(counts: Map<K, number>): Array<[K, number]> {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (typeof a[0] === 'number' ? +a[0] - +b[0] : byText(`${a[0]}`, `${b[0]}`)))
    .slice(0, FACET_LIMIT);
}

const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);

/**
 * The facets: each counted over the candidates every other filter passes (so a chosen colour still lists
 * the other colours), the price range likewise, and the total and fitting over those all filters pass.
 */
function facetsOf(list: readonly SwapCandidate[], f: SwapFilterValues, fits: (c: SwapCandidate) => boolean) {
  const colors = new Map<string, number>();
  const finishes = new Map<string, number>();
  const sizes = new Map<string, number>();
  const styles = new Map<string, number>();
  const brands = new Map<number, number>();
  const names = new Map<number, string>();
  let min: number | null = null;
  let max: number | null = null;
  let fitting = 0;
  for (const c of list) {
    // The one filter it fails, when only one: each facet counts what fails its own filter alone.
    let only: Filter | undefined;
    let failures = 0;
    for (const k of FILTERS)
      if (!CHECKS[k](c, f)) {
        only = k;
        failures += 1;
        if (failures > 1) break;
      }
    if (failures > 1) continue;
    if (!only && fits(c)) fitting += 1;
    // No closure per candidate here: the server runs under tsx, which names each one as it is made.
    if (only === undefined || only === 'color') for (const v of c.colors) if (v) bump(colors, v);
    if ((only === undefined || only === 'finish') && c.finish) bump(finishes, c.finish);
    if ((only === undefined || only === 'size') && c.size) bump(sizes, c.size);
    if (only === undefined || only === 'style') for (const v of c.styleTags) if (v) bump(styles, v);
    if (only === undefined || only === 'brand') {
      bump(brands, c.brandId);
      names.set(c.brandId, c.brandName);
    }
    if (only === undefined || only === 'price') {
      min = min === null ? c.price : Math.min(min, c.price);
      max = max === null ? c.price : Math.max(max, c.price);
    }
  }
  const values = (m: Map<string, number>) => counted(m).map(([value, count]) => ({ value, count }));
  return {
    colors: values(colors),
    finishes: values(finishes),
    sizes: values(sizes),
    styles: values(styles),
    brands: counted(brands)
      .map(([id, count]) => ({ id, name: names.get(id)!, count }))
      .sort((a, b) => b.count - a.count || byText(a.name, b.name)),
    price: { min, max },
    fitting,
  } satisfies SwapFacets;
}

type Compare = (a: SwapCandidate, b: SwapCandidate) => number;
const tail: Compare = (a, b) => a.rank - b.rank || a.pid - b.pid || a.position - b.position || a.sid - b.sid;

const ORDERS: Record<Exclude<SwapSort, 'match'>, Compare> = {
  fit: tail,
  price_asc: (a, b) => a.price - b.price || tail(a, b),
  price_desc: (a, b) => b.price - a.price || tail(a, b),
};

/** A kept list in each order but 'match' (whose key is the caller's quiz), sorted once and kept beside it. */
const sortedLists = new WeakMap<readonly SwapCandidate[], Map<SwapSort, readonly SwapCandidate[]>>();
function ordered(list: readonly SwapCandidate[], sort: Exclude<SwapSort, 'match'>) {
  const byOrder = sortedLists.get(list) ?? new Map<SwapSort, readonly SwapCandidate[]>();
  sortedLists.set(list, byOrder);
  const sorted = byOrder.get(sort) ?? [...list].sort(ORDERS[sort]);
  byOrder.set(sort, sorted);
  return sorted;
}

/** The 'match' order: the sum of the quiz's weights of its style tags, highest first (scored once each). */
function byScore(list: readonly SwapCandidate[], weights: ReadonlyArray<[string, number]>) {
  const weight = new Map(weights);
  const scored = list.map((c) => {
    let score = 0;
    for (const s of c.styleTags) score += weight.get(s) ?? 0;
    return { c, score };
  });
  return scored.sort((a, b) => b.score - a.score || tail(a.c, b.c)).map((x) => x.c);
}

/**
 * One page of a slot's candidates, filtered and ordered as asked, with the counts per filter value: sizes
 * that fit the slot first in every order, then the order's key, then the slot's category preference.
 */
export function swapListPage(list: readonly SwapCandidate[], input: SwapListInput) {
  const f = input.filters;
  const named = input.nameQuery ? list.filter((c) => c.name.includes(input.nameQuery!)) : list;
  const fits = (c: SwapCandidate) =>
    input.fitWidthIn === null || c.widthIn === null || c.widthIn <= input.fitWidthIn;
  const passing = (c: SwapCandidate) => FILTERS.every((k) => CHECKS[k](c, f));
  const sorted = input.sort === 'match' ? byScore(named, input.weights) : ordered(named, input.sort);
  const all = sorted.filter(passing);
  // Those that fit first, each part in the order asked (a stable partition of the sorted list).
  const hits = input.fitWidthIn === null ? all : [...all.filter(fits), ...all.filter((c) => !fits(c))];
  return {
    total: hits.length,
    facets: facetsOf(named, f, fits),
    sizeIds: hits.slice(input.offset, input.offset + input.limit).map((c) => c.sid),
  };
}
