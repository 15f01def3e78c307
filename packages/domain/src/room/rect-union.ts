/** An axis-aligned rectangle [x0, x1] × [y0, y1] (on a wall: along it × above the floor). */
export type Rect = { x0: number; x1: number; y0: number; y1: number };

/** The part of `r` inside `to`, or null when they do not overlap. */
export const clipRect = (r: Rect, to: Rect): Rect | null => {
  const c = {
    x0: Math.max(r.x0, to.x0),
    x1: Math.min(r.x1, to.x1),
    y0: Math.max(r.y0, to.y0),
    y1: Math.min(r.y1, to.y1),
  };
  return c.x0 < c.x1 && c.y0 < c.y1 ? c : null;
};

/** The index of the first of `sorted` not below `v`. */
function lowerBound(sorted: Float64Array, v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index of the first of `sorted` above `v`. */
function upperBound(sorted: Float64Array, v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * How much of y the union of rectangles covers along x: `covered[i]` over [xs[i], xs[i + 1]), 0 from the last x.
 */
export type CoverProfile = { xs: Float64Array; covered: Float64Array };

const EMPTY: CoverProfile = { xs: new Float64Array(0), covered: new Float64Array(0) };

/**
 * The cover profile of the union of rectangles (each first clipped to `within`, when given), an overlap
 * counted once, in O(n log n): a sweep along x with a segment tree over the rectangles' y edges that knows how
 * much of y is covered (Klee's measure in the plane), on typed arrays since a takeoff runs it per wall and
 * band height. The cell-by-cell count this replaces was O(n³): 400 openings on one wall held the server for
 * seconds.
 */
export function coverProfile(rects: readonly Rect[], within?: Rect): CoverProfile {
  const live: Rect[] = [];
  for (const r of rects) {
    const c = within ? clipRect(r, within) : r;
    if (c && c.x0 < c.x1 && c.y0 < c.y1) live.push(c);
  }
  if (live.length === 0) return EMPTY;
  const all = new Float64Array(2 * live.length);
  for (let i = 0; i < live.length; i += 1) {
    all[2 * i] = live[i].y0;
    all[2 * i + 1] = live[i].y1;
  }
  all.sort();
  let distinct = 1;
  for (let i = 1; i < all.length; i += 1) if (all[i] !== all[distinct - 1]) all[distinct++] = all[i];
  const ys = all.subarray(0, distinct);
  // Two events a rectangle (even: its left edge adds its y cells; odd: its right edge takes them away),
  // bucketed by their distinct x: a typed array's own sort, as a comparator sort is ten times slower here.
  const n = 2 * live.length;
  const x = new Float64Array(n);
  const from = new Int32Array(n);
  const to = new Int32Array(n);
  for (let i = 0; i < live.length; i += 1) {
    const r = live[i];
    from[2 * i] = from[2 * i + 1] = lowerBound(ys, r.y0);
    to[2 * i] = to[2 * i + 1] = lowerBound(ys, r.y1);
    x[2 * i] = r.x0;
    x[2 * i + 1] = r.x1;
  }
  const xs = Float64Array.from(x).sort();
  let distinctX = 1;
  for (let i = 1; i < n; i += 1) if (xs[i] !== xs[distinctX - 1]) xs[distinctX++] = xs[i];
  const edgesX = xs.subarray(0, distinctX);
  const bucketOf = Int32Array.from(x, (v) => lowerBound(edgesX, v));
  const start = new Int32Array(distinctX + 1);
  for (let e = 0; e < n; e += 1) start[bucketOf[e] + 1] += 1;
  for (let b = 0; b < distinctX; b += 1) start[b + 1] += start[b];
  const filled = start.slice(0, distinctX);
  const order = new Int32Array(n);
  for (let e = 0; e < n; e += 1) order[filled[bucketOf[e]]++] = e;
  const cells = distinct - 1;
  const count = new Int32Array(4 * cells);
  const covered = new Float64Array(4 * cells);
  // Adds `d` to the y cells [f, t) under `node`, which spans cells [lo, hi).
  const add = (node: number, lo: number, hi: number, f: number, t: number, d: number) => {
    if (t <= lo || hi <= f) return;
    if (f <= lo && hi <= t) count[node] += d;
    else {
      const mid = (lo + hi) >> 1;
      add(2 * node, lo, mid, f, t, d);
      add(2 * node + 1, mid, hi, f, t, d);
    }
    if (count[node] > 0) covered[node] = ys[hi] - ys[lo];
    else covered[node] = hi - lo === 1 ? 0 : covered[2 * node] + covered[2 * node + 1];
  };
  const profile = new Float64Array(distinctX);
  for (let b = 0; b < distinctX; b += 1) {
    for (let k = start[b]; k < start[b + 1]; k += 1) {
      const e = order[k];
      add(1, 0, cells, from[e], to[e], e % 2 === 0 ? 1 : -1);
    }
    profile[b] = covered[1];
  }
  return { xs: edgesX, covered: profile };
}

/**
 * The covered area of a profile between x0 and x1 (x0 ≤ x1), in O(log n): its running integral is found by
 * binary search, so every band of one height on a wall shares one sweep.
 */
export function coveredBetween(p: CoverProfile, x0: number, x1: number): number {
  return integralTo(p, x1) - integralTo(p, x0);
}

/** Running integrals of each profile (kept weakly: built once, on first use). */
const integrals = new WeakMap<CoverProfile, Float64Array>();

function integralTo(p: CoverProfile, x: number): number {
  let sums = integrals.get(p);
  if (!sums) {
    sums = new Float64Array(p.xs.length);
    for (let i = 1; i < p.xs.length; i += 1)
      sums[i] = sums[i - 1] + p.covered[i - 1] * (p.xs[i] - p.xs[i - 1]);
    integrals.set(p, sums);
  }
  // The last breakpoint at or before x.
  const i = upperBound(p.xs, x) - 1;
  if (i < 0) return 0;
  return sums[i] + p.covered[i] * (x - p.xs[i]);
}

/** The area covered by the union of rectangles (each clipped to `within`, when given), an overlap once. */
export function unionArea(rects: readonly Rect[], within?: Rect): number {
  const p = coverProfile(rects, within);
  return p.xs.length === 0 ? 0 : coveredBetween(p, p.xs[0], p.xs[p.xs.length - 1]);
}
