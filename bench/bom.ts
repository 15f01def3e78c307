// Bill-of-materials bench (issue 10, budgets): a 60-surface room — floor, wall faces and bands on a
// 12-wall L-shaped plan with 20 openings, countertops, a coping ring — with 12 floor-covering fixtures, compiled
// by the domain's billOfMaterials 300 times. `node --import tsx bench/bom.ts`; exits non-zero over budget.
import { billOfMaterials, type SellUnit } from '../packages/domain/src/room/bill-of-materials.ts';
import type { RoomDocument, Surface } from '../packages/domain/src/room/document.ts';

const BUDGET_MS = 5;
const RUNS = 300;

/** An L-shaped room (12 walls, every jog 1 m) with `surfaces` surfaces on four products. */
function room(): RoomDocument {
  const pts = [
    [0, 0],
    [3000, 0],
    [6000, 0],
    [6000, 2000],
    [6000, 4000],
    [4000, 4000],
    [4000, 5000],
    [4000, 6000],
    [2000, 6000],
    [0, 6000],
    [0, 4000],
    [0, 2000],
  ].map(([x, y]) => ({ x, y }));
  const walls = pts.map((a, i) => ({
    id: `w${i}`,
    a,
    b: pts[(i + 1) % pts.length],
    thickness: 114,
    height: null,
  }));
  const openings = walls.flatMap((w, i) =>
    [0, 1].slice(0, i < 8 ? 2 : 1).map((k) => ({
      id: `o${i}-${k}`,
      kind: k === 0 ? ('window' as const) : ('door' as const),
      wallId: w.id,
      offset: 100 + k * 900,
      width: 700,
      bottom: k === 0 ? 900 : 0,
      height: k === 0 ? 900 : 2032,
      swing: k === 0 ? null : ('in-left' as const),
    })),
  );
  const tile = { product: 'tile', sizeId: 1 };
  const plank = { product: 'plank', sizeId: 2 };
  const surfaces: Surface[] = [
    { id: 'floor', kind: 'floor', region: { type: 'room' }, product: plank, pattern: 'straight', groutMm: 0 },
  ];
  for (const w of walls) {
    surfaces.push({
      id: `${w.id}-face`,
      kind: 'wall',
      region: { type: 'wall', wallId: w.id, from: null, to: null, bottom: 0, top: null },
      product: tile,
      pattern: 'brick',
      groutMm: 3,
    });
    for (let band = 0; band < 3; band += 1)
      surfaces.push({
        id: `${w.id}-band${band}`,
        kind: 'backsplash',
        region: {
          type: 'wall',
          wallId: w.id,
          from: 200 * band,
          to: 200 * band + 1500,
          bottom: 900,
          top: 1350,
        },
        product: tile,
        pattern: 'herringbone',
        groutMm: 2,
      });
  }
  while (surfaces.length < 60) {
    const i = surfaces.length;
    surfaces.push({
      id: `counter${i}`,
      kind: 'countertop',
      region: {
        type: 'plan',
        outline: [
          { x: 0, y: 0 },
          { x: 2400, y: 0 },
          { x: 2400, y: 635 },
          { x: 0, y: 635 },
        ],
        holes: [],
        elevation: 900,
      },
      product: { product: 'quartz', sizeId: 3 },
      pattern: 'straight',
      groutMm: 0,
    });
  }
  const fixtures = Array.from({ length: 12 }, (_, i) => ({
    id: `f${i}`,
    kind: 'cabinet' as const,
    at: { x: 400 + (i % 6) * 900, y: 400 + Math.floor(i / 6) * 3000 },
    rotation: (i * 30) % 360,
    width: 600,
    depth: 600,
    height: 900,
    elevation: 0,
    wallId: null,
    coversFloor: true,
    product: { product: 'cabinet', sizeId: 4 },
  }));
  return { version: 1, name: 'Bench room', ceilingHeight: 2438, walls, openings, surfaces, fixtures };
}

const sell: Record<string, SellUnit> = {
  tile: { kind: 'area', unitName: 'Box', coverageSqft: 10.5, tileWidthIn: 3, tileLengthIn: 12 },
  plank: { kind: 'area', unitName: 'Box', coverageSqft: 23.4, tileWidthIn: 7, tileLengthIn: 72 },
  quartz: { kind: 'area', unitName: 'Slab', coverageSqft: 55, tileWidthIn: 126, tileLengthIn: 63 },
  cabinet: { kind: 'piece', unitName: 'Piece' },
};

const doc = room();
const lookup = (p: { product: string }) => sell[p.product] ?? null;
for (let i = 0; i < 50; i += 1) billOfMaterials(doc, lookup); // warm-up (JIT)
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const t0 = performance.now();
  billOfMaterials(doc, lookup);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)];
const p95 = times[Math.floor(RUNS * 0.95)];
const lines = billOfMaterials(doc, lookup);
const ok = median < BUDGET_MS;
console.log(
  `${ok ? 'PASS' : 'FAIL'}  bill of materials, ${doc.surfaces.length} surfaces, ${doc.walls.length} walls, ${doc.openings.length} openings, ${doc.fixtures.length} fixtures → ${lines.length} lines: median ${median.toFixed(2)} ms (budget < ${BUDGET_MS}), p95 ${p95.toFixed(2)} ms`,
);
if (!ok) process.exitCode = 1;
