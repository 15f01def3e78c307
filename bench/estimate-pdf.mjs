#!/usr/bin/env node
// `node --import tsx bench/estimate-pdf.mjs`: an estimate of a 60-surface design as a PDF (issue 25 budget:
// the PDF renders in < 1 s), through the service the route calls (estimatePdf: access, the reader's view,
// the showroom's brand and logo converted for pdfkit, the layout and the bytes), on a test app: PGlite, or
// PostgreSQL with TEST_DB=pg [TEST_DATABASE_URL]. Two readers: the homeowner's fixed-price copy of the sent
// version and the pro's copy (every line, cost and markup). The showroom has an uploaded logo. p50 and p99
// of RUNS after a warm-up, printed beside the budget; exits non-zero over it.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { showrooms } from '../apps/server/src/db/schema/index.ts';
import { draftFromDesign } from '../apps/server/src/modules/estimates/draft-estimate.service.ts';
import { sendEstimate } from '../apps/server/src/modules/estimates/estimate-answers.service.ts';
import { estimatePdf } from '../apps/server/src/modules/estimates/estimate-pdf.service.ts';
import { encodeLogo } from '../apps/server/src/modules/pros/logo-image.ts';
import { storeShowroomLogo } from '../apps/server/src/modules/pros/showroom-logo.service.ts';
import { buildTestApp } from '../apps/server/test/harness.ts';
import { benchEstimateProject, percentile } from './support/estimate-room.mjs';

const BUDGET_MS = 1000;
const RUNS = Number(process.env.BENCH_RUNS || 30);

const t = await buildTestApp();
let failed = false;
try {
  const { pro, owner, project, document, designId } = await benchEstimateProject(t);
  const [showroom] = await t.db
    .select({ id: showrooms.id })
    .from(showrooms)
    .where(eq(showrooms.vsdId, 'DEMO2026'));
  const picture = await sharp({ create: { width: 1024, height: 400, channels: 4, background: '#b45309' } })
    .png()
    .toBuffer();
  const logo = await encodeLogo(picture);
  if (!logo.ok) throw new Error('logo not encoded');
  await storeShowroomLogo(t.db, t.app.objects, showroom.id, logo.logo);
  const drafted = await draftFromDesign(t.db, pro.id, project.id, {
    design_id: designId,
    allowances: {},
    mode: 'fixed_price',
    deposit: { kind: 'percent', bps: 3_000 },
    valid_until: '2026-12-31',
    message: 'Your large bath, as we measured it.',
  });
  await sendEstimate(t.db, pro.id, project.id, drafted.id, 1, 'http://localhost');
  const lines = drafted.versions[0].lines;
  const load = (await import('node:os')).loadavg()[0].toFixed(1);
  console.log(
    `\nestimate PDF: ${document.surfaces.length} surfaces, ${document.fixtures.length} fixtures -> ${lines.length} lines; ${t.kind}, ${RUNS} runs, load average ${load}\n`,
  );
  for (const [reader, userId] of [
    ['homeowner, fixed price', owner.id],
    ['pro copy, cost and markup', pro.id],
  ]) {
    const render = () => estimatePdf(t.db, t.app.objects, userId, project.id, drafted.id);
    for (let i = 0; i < 3; i++) await render(); // warm-up (JIT, fonts, plans)
    const times = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      bytes = (await render()).bytes.length;
      times.push(performance.now() - t0);
    }
    const [p50, p99] = [percentile(times, 50), percentile(times, 99)];
    const ok = p99 < BUDGET_MS;
    if (!ok) failed = true;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  ${`estimatePdf, ${reader}`.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms (budget < ${BUDGET_MS} ms), ${(bytes / 1024).toFixed(0)} KB`,
    );
  }
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
