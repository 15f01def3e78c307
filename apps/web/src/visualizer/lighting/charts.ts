/**
 * A mesh's lightmap layout (its second UV set, uv1): the room's meshes are made of flat faces (floor,
 * ceiling, wall slabs and bands, countertops, cabinet boxes), so the triangles on one plane form one chart,
 * projected onto that plane at a fixed texel size and packed in rows into the mesh's own atlas, with a
 * gutter between charts that the bake fills by dilation (no seams under bilinear filtering). Pure: it reads
 * world-space positions and answers numbers, so node tests can check it.
 */

export type ChartRect = { x: number; y: number; width: number; height: number };

export type LightmapLayout = {
  width: number;
  height: number;
  /** Per vertex, the atlas coordinate (0..1) of that vertex. */
  uv1: Float32Array;
  charts: ChartRect[];
  /** Per texel: world position (3) and normal (3); a texel no triangle covers has a zero normal. */
  texels: Float32Array;
  /** Per texel, the chart it belongs to, or -1 where no triangle covers it (gutter, holes). */
  chartOf: Int32Array;
};

/** Texels of gutter around each chart. */
export const GUTTER = 2;
/** A texel counts as covered when its centre is within this many texels of a triangle. */
const REACH = 0.75;

type Vec = [number, number, number];
type Chart = { normal: Vec; t: Vec; b: Vec; tris: number[]; u0: number; v0: number; u1: number; v1: number };

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec): Vec => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Two axes in the plane of `n`, picked the same way for every chart on parallel planes. */
function planeAxes(n: Vec): [Vec, Vec] {
  const helper: Vec = Math.abs(n[1]) > 0.9 ? [0, 0, -1] : [0, 1, 0];
  const t = unit(cross(helper, n));
  return [t, cross(n, t)];
}

/**
 * Lays out the lightmap of one mesh. `positions` are its vertices in world space (xyz each), `index` its
 * triangles. Answers null when a vertex is shared by faces on two planes (it cannot have two uv1s): such a
 * mesh (a rounded fixture) is an occluder only.
 */
export function layoutLightmap(
  positions: ArrayLike<number>,
  index: ArrayLike<number>,
  texelSize: number,
): LightmapLayout | null {
  const vertex = (i: number): Vec => [positions[i * 3], positions[i * 3 + 1], positions[i * 3 + 2]];
  const charts = new Map<string, Chart>();
  const chartOfTri: Chart[] = [];
  for (let tri = 0; tri * 3 + 2 < index.length; tri += 1) {
    const [a, b, c] = [vertex(index[tri * 3]), vertex(index[tri * 3 + 1]), vertex(index[tri * 3 + 2])];
    const n = cross(sub(b, a), sub(c, a));
    if (Math.hypot(n[0], n[1], n[2]) < 1e-12) continue;
    const normal = unit(n);
    // One chart per plane: the normal to 1/100 and the plane's offset to the millimetre.
    const key = `${normal.map((x) => Math.round(x * 100)).join(',')}|${Math.round(dot(normal, a) * 1000)}`;
    let chart = charts.get(key);
    if (!chart) {
      const [t, bAxis] = planeAxes(normal);
      chart = { normal, t, b: bAxis, tris: [], u0: Infinity, v0: Infinity, u1: -Infinity, v1: -Infinity };
      charts.set(key, chart);
    }
    chart.tris.push(tri);
    chartOfTri[tri] = chart;
    for (const p of [a, b, c]) {
      const [u, v] = [dot(p, chart.t), dot(p, chart.b)];
      chart.u0 = Math.min(chart.u0, u);
      chart.u1 = Math.max(chart.u1, u);
      chart.v0 = Math.min(chart.v0, v);
      chart.v1 = Math.max(chart.v1, v);
    }
  }
  const list = [...charts.values()];
  const sizes = list.map((c) => ({
    width: Math.max(1, Math.ceil((c.u1 - c.u0) / texelSize)),
    height: Math.max(1, Math.ceil((c.v1 - c.v0) / texelSize)),
  }));
  const { rects, width, height } = packRows(sizes);

  const vertexCount = positions.length / 3;
  const uv1 = new Float32Array(vertexCount * 2);
  const owner = new Int32Array(vertexCount).fill(-1);
  const chartIndex = new Map(list.map((c, i) => [c, i]));
  for (let tri = 0; tri * 3 + 2 < index.length; tri += 1) {
    const chart = chartOfTri[tri];
    if (!chart) continue;
    const ci = chartIndex.get(chart) ?? 0;
    for (let k = 0; k < 3; k += 1) {
      const vi = index[tri * 3 + k];
      if (owner[vi] !== -1 && owner[vi] !== ci) return null;
      owner[vi] = ci;
      const p = vertex(vi);
      uv1[vi * 2] = (rects[ci].x + (dot(p, chart.t) - chart.u0) / texelSize) / width;
      uv1[vi * 2 + 1] = (rects[ci].y + (dot(p, chart.b) - chart.v0) / texelSize) / height;
    }
  }

  const texels = new Float32Array(width * height * 6);
  const chartOf = new Int32Array(width * height).fill(-1);
  const distance = new Float32Array(width * height).fill(Infinity);
  list.forEach((chart, ci) => {
    const rect = rects[ci];
    for (const tri of chart.tris) {
      const world = [0, 1, 2].map((k) => vertex(index[tri * 3 + k]));
      const flat = world.map((p) => [
        (dot(p, chart.t) - chart.u0) / texelSize,
        (dot(p, chart.b) - chart.v0) / texelSize,
      ]);
      const x0 = Math.max(0, Math.floor(Math.min(...flat.map((f) => f[0])) - 1));
      const x1 = Math.min(rect.width - 1, Math.ceil(Math.max(...flat.map((f) => f[0]))));
      const y0 = Math.max(0, Math.floor(Math.min(...flat.map((f) => f[1])) - 1));
      const y1 = Math.min(rect.height - 1, Math.ceil(Math.max(...flat.map((f) => f[1]))));
      for (let y = y0; y <= y1; y += 1)
        for (let x = x0; x <= x1; x += 1) {
          const near = closestOnTriangle(x + 0.5, y + 0.5, flat[0], flat[1], flat[2]);
          const t = (rect.y + y) * width + rect.x + x;
          if (near.distance > REACH || near.distance >= distance[t]) continue;
          distance[t] = near.distance;
          chartOf[t] = ci;
          for (let k = 0; k < 3; k += 1) {
            texels[t * 6 + k] = world[0][k] * near.a + world[1][k] * near.b + world[2][k] * near.c;
            texels[t * 6 + 3 + k] = chart.normal[k];
          }
        }
    }
  });
  return { width, height, uv1, charts: rects, texels, chartOf };
}

/** Rectangles (with their gutter) in rows, tallest first, in an atlas about as wide as it is tall. */
export function packRows(sizes: readonly { width: number; height: number }[]) {
  const padded = sizes.map((s) => ({ w: s.width + 2 * GUTTER, h: s.height + 2 * GUTTER }));
  const area = padded.reduce((sum, s) => sum + s.w * s.h, 0);
  const width = Math.max(Math.ceil(Math.sqrt(area) * 1.15), ...padded.map((s) => s.w), 1);
  const order = sizes.map((_, i) => i).sort((i, j) => padded[j].h - padded[i].h);
  const rects: ChartRect[] = new Array(sizes.length);
  let [x, y, rowHeight] = [0, 0, 0];
  for (const i of order) {
    if (x + padded[i].w > width) [x, y, rowHeight] = [0, y + rowHeight, 0];
    rects[i] = { x: x + GUTTER, y: y + GUTTER, width: sizes[i].width, height: sizes[i].height };
    x += padded[i].w;
    rowHeight = Math.max(rowHeight, padded[i].h);
  }
  return { rects, width, height: Math.max(1, y + rowHeight) };
}

type Flat = number[];

/** The point of a 2-D triangle nearest (px, py): its barycentric weights and its distance. */
function closestOnTriangle(px: number, py: number, p0: Flat, p1: Flat, p2: Flat) {
  const d = (p1[0] - p0[0]) * (p2[1] - p0[1]) - (p2[0] - p0[0]) * (p1[1] - p0[1]);
  if (Math.abs(d) > 1e-12) {
    const a = ((p1[0] - px) * (p2[1] - py) - (p2[0] - px) * (p1[1] - py)) / d;
    const b = ((p2[0] - px) * (p0[1] - py) - (p0[0] - px) * (p2[1] - py)) / d;
    const c = 1 - a - b;
    if (a >= 0 && b >= 0 && c >= 0) return { a, b, c, distance: 0 };
  }
  let best = { a: 1, b: 0, c: 0, distance: Infinity };
  const edges: [Flat, Flat, (s: number) => [number, number, number]][] = [
    [p0, p1, (s) => [1 - s, s, 0]],
    [p1, p2, (s) => [0, 1 - s, s]],
    [p2, p0, (s) => [s, 0, 1 - s]],
  ];
  for (const [from, to, weights] of edges) {
    const [ex, ey] = [to[0] - from[0], to[1] - from[1]];
    const len2 = ex * ex + ey * ey;
    const s = len2 > 0 ? Math.min(1, Math.max(0, ((px - from[0]) * ex + (py - from[1]) * ey) / len2)) : 0;
    const distance = Math.hypot(from[0] + s * ex - px, from[1] + s * ey - py);
    if (distance < best.distance) {
      const [a, b, c] = weights(s);
      best = { a, b, c, distance };
    }
  }
  return best;
}
