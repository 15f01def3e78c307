#!/usr/bin/env node
// `node --import tsx bench/estimate-draft.mjs`: drafting version 1 of an estimate from a design of 60
// surfaces (issue 25 budget: < 200 ms), through the service the route calls (draftFromDesign: the design's
// takeoff priced in the project's showroom, the pro's rates, allowances, the owner's tax, the draft, and both
// rows written), on a test app: PGlite, or PostgreSQL with TEST_DB=pg [TEST_DATABASE_URL]. The room: a 6 × 4.5
// m floor and 59 wall bands (3 rows of 5 on each wall, one left out), tiled with 4 products of the catalogue,
// every fifth band left open (an allowance), and 6 fixtures, half chosen. p50 and p99 of RUNS after a warm-up,
// printed beside the budget; exits non-zero over it.
import { draftFromDesign } from '../apps/server/src/modules/estimates/draft-estimate.service.ts';
import { buildTestApp } from '../apps/server/test/harness.ts';
import { benchEstimateProject, percentile } from './support/estimate-room.mjs';

const BUDGET_MS = 200;
const RUNS = Number(process.env.BENCH_RUNS || 40);

const t = await buildTestApp();
let failed = false;
try {
  const { pro, project, document, designId } = await benchEstimateProject(t);
  const body = {
    design_id: designId,
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
