#!/usr/bin/env node
// `node --import tsx bench/estimate-draft.mjs`: drafting version 1 of an estimate from a design of 60
// surfaces (issue 25 budget: < 200 ms), through the service the route calls (draftFromDesign: the design's
// takeoff priced in the project's showroom, the pro's rates, allowances, the owner's tax, the draft, and both
// rows written), on a test app: PGlite, or PostgreSQL with TEST_DB=pg [TEST_DATABASE_URL]. The room: a 6 × 4.5
// m floor and 59 wall bands (3 rows of 5 on each wall, one left out), tiled with 4 products of the catalogue,
// every fifth band left open (an allowance), and 6 fixtures, half chosen. p50 and p99 of RUNS after a warm-up,
// printed beside the budget; exits non-zero over it.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/client.ts';
import { projectMembers, projects, users } from '../apps/server/src/db/schema/index.ts';
import { seedAccessories } from '../apps/server/src/db/seed/accessories.ts';
import { seedCatalog } from '../apps/server/src/db/seed/catalog/index.ts';
import { seedDemoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { draftFromDesign } from '../apps/server/src/modules/estimates/draft-estimate.service.ts';
import { authHeader, buildTestApp, createUser, loginAs } from '../apps/server/test/harness.ts';
import { rectWalls } from '../packages/domain/src/room/plan-builder.ts';

const BUDGET_MS = 200;
const RUNS = Number(process.env.BENCH_RUNS || 40);
const W = 6000;
const D = 4500;

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Products of a top category, first listed sizes first. */
async function sizesOf(db, category, n) {
  const rows = rowsOf(
    await db.execute(sql`select p.hash, s.id as size_id from product_sizes s
      join products p on p.id = s.product_id join categories c on c.id = p.category_id
      left join categories top on top.id = c.parent_id
      where coalesce(top.name, c.name) = ${category} and p.listed order by s.id limit ${n}`),
  );
  return rows.map((r) => ({ product: r.hash, sizeId: Number(r.size_id) }));
}

function largeRoom({ floor, walls, fixtures }) {
  const lengths = { s: W, e: D, n: W, w: D };
  const surfaces = [
    { id: 'floor', kind: 'floor', region: { type: 'room' }, product: floor, pattern: 'straight', groutMm: 3 },
  ];
  let n = 0;
  for (const wallId of ['s', 'e', 'n', 'w']) {
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 5; col++) {
        if (surfaces.length === 60) break;
        const step = lengths[wallId] / 5;
        surfaces.push({
          id: `band-${wallId}-${row}-${col}`,
          kind: 'wall',
          region: {
            type: 'wall',
            wallId,
            from: col * step,
            to: (col + 1) * step,
            bottom: row * 800,
            top: (row + 1) * 800,
          },
          product: n % 5 === 4 ? null : walls[n % walls.length],
          pattern: 'straight',
          groutMm: 2,
        });
        n++;
      }
    }
  }
  const kinds = ['toilet', 'vanity', 'mirror', 'toilet', 'vanity', 'light'];
  return {
    version: 1,
    name: 'Large bath',
    ceilingHeight: 2438,
    walls: rectWalls(W, D),
    openings: [],
    surfaces,
    fixtures: kinds.map((kind, i) => ({
      id: `fixture-${i}`,
      kind,
      at: { x: 800 + i * 800, y: 600 },
      rotation: 0,
      width: 500,
      depth: 500,
      height: 800,
      elevation: 0,
      wallId: 's',
      coversFloor: false,
      product: kind === 'toilet' && i === 0 ? fixtures[0] : null,
    })),
  };
}

const t = await buildTestApp();
let failed = false;
try {
  await seedCatalog(t.db, { products: 300, seed: 21 });
  await seedDemoAccounts(t.db);
  await seedAccessories(t.db);
  const [pro] = await t.db.select({ id: users.id }).from(users).where(sql`email = 'contractor@demo.test'`);
  const shipping = { street: '1 Main St', city: 'Oakland', state: 'CA', zipCode: '94607' };
  const owner = await createUser(t.db, { fullName: 'Bench Owner', shipping });
  const [project] = await t.db
    .insert(projects)
    .values({
      userId: owner.id,
      showroomUserId: pro.id,
      vsdId: 'DEMO2026',
      isCart: false,
      name: 'Bench bath',
    })
    .returning();
  await t.db
    .insert(projectMembers)
    .values({ projectId: project.id, userId: pro.id, role: 'pro', addedBy: owner.id });
  const document = largeRoom({
    floor: (await sizesOf(t.db, 'Tile Flooring', 1))[0],
    walls: await sizesOf(t.db, 'Backsplash Tiles', 4),
    fixtures: await sizesOf(t.db, 'Toilets', 1),
  });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/designs',
    headers: authHeader(await loginAs(t.app, owner.email)),
    payload: { name: 'Large bath', floorplan: 'bathroom-hall-2438x1524', project: project.id, document },
  });
  if (saved.statusCode !== 201) throw new Error(`design not saved: ${saved.body}`);
  const body = {
    design_id: saved.json().data.id,
    allowances: {},
    mode: 'fixed_price',
    deposit: { kind: 'percent', bps: 3_000 },
    valid_until: null,
    message: '',
  };
  const draft = () => draftFromDesign(t.db, pro.id, project.id, body);
  const first = await draft();
  const lines = first.versions[0].lines;
  for (let i = 0; i < 3; i++) await draft(); // warm-up (JIT, plans)
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await draft();
    times.push(performance.now() - t0);
  }
  const [p50, p99] = [percentile(times, 50), percentile(times, 99)];
  const ok = p99 < BUDGET_MS;
  if (!ok) failed = true;
  const load = (await import('node:os')).loadavg()[0].toFixed(1);
  console.log(
    `\nestimate draft: ${document.surfaces.length} surfaces, ${document.fixtures.length} fixtures -> ${lines.length} lines (${lines.filter((l) => l.kind === 'material').length} material, ${lines.filter((l) => l.kind === 'labour').length} labour, ${lines.filter((l) => l.kind === 'allowance').length} allowance); ${t.kind}, ${RUNS} runs, load average ${load}\n`,
  );
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${'draftFromDesign, 60-surface design'.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms (budget < ${BUDGET_MS} ms)`,
  );
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
