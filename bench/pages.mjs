#!/usr/bin/env node
// `node bench/pages.mjs [--js-only]`: builds the web app into a temporary folder, starts the real server
// (production mode, a fresh PGlite database with the demo data) and measures the home page against the
// budgets of issue 3: initial JS ≤ 180 KB gzip, Lighthouse mobile performance ≥ 90 and accessibility ≥ 95
// (median of 5 runs; the median run's report goes to bench/results/lighthouse-home.html). `--js-only`
// skips Lighthouse. PAGES_WEB_DIST=<folder> measures an existing build instead of building one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root, startProduct } from './support/product-server.mjs';

const jsOnly = process.argv.includes('--js-only');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const budgets = { initialJsKb: 180, performance: 90, accessibility: 95 };
/** Lighthouse's mobile screen and a desktop one: each can pull a different set of lazy chunks. */
const viewports = [
  { name: 'mobile 412', width: 412, height: 823 },
  { name: 'desktop 1280', width: 1280, height: 900 },
];

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

if (!jsOnly && !existsSync(join(root, 'bench/lighthouse/node_modules/lighthouse'))) {
  console.log('pages: installing bench/lighthouse (npm ci --prefix bench/lighthouse)');
  run('npm', ['ci', '--prefix', 'bench/lighthouse', '--no-audit', '--no-fund'], root);
}

const temp = mkdtempSync(join(tmpdir(), 'bench-pages-'));
let webDist = process.env.PAGES_WEB_DIST;
if (!webDist) {
  webDist = join(temp, 'dist');
  try {
    run('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], join(root, 'apps/web'));
  } catch (err) {
    rmSync(temp, { recursive: true, force: true });
    throw err;
  }
}
/** Every script the home page requests until the network is idle, no interaction: its initial JS. */
async function initialJs(browser, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const files = [];
  for (const response of scripts) {
    const body = await response.body();
    files.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
  await context.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
let stopServer = async () => {};
let base = '';
try {
  const server = await startProduct(
    { DATA_DIR: join(temp, 'data'), DATABASE_URL: '', SMTP_URL: '', WEB_DIST: webDist },
    { ms: 180_000 },
  );
  stopServer = server.stop;
  base = server.base;

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const viewport of viewports) {
      const files = await initialJs(browser, viewport);
      const total = files.reduce((sum, f) => sum + f.gzip, 0);
      const ok = total <= budgets.initialJsKb * 1024;
      if (!ok) failed = true;
      console.log(`\npages: initial JS of / at ${viewport.name} px (gzip -9 of each file)`);
      for (const f of files)
        console.log(`  ${kb(f.gzip).padStart(7)} KB  (${kb(f.raw).padStart(7)} KB raw)  ${f.url}`);
      console.log(
        `${ok ? 'PASS' : 'FAIL'}  initial JS of / (${viewport.name})`.padEnd(40) +
          `${kb(total).padStart(7)} KB gzip in ${files.length} files (budget ≤ ${budgets.initialJsKb} KB)`,
      );
    }
  } finally {
    await browser.close();
  }

  if (!jsOnly) {
    const runner = pathToFileURL(join(root, 'bench/lighthouse/lighthouse-runs.mjs')).href;
    const { lighthouseRuns } = await import(runner);
    const lh = await lighthouseRuns(`${base}/`, { runs: 5, chromePath });
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, 'bench/results/lighthouse-home.html'), lh.html);
    console.log(`\npages: Lighthouse mobile on /, 5 runs (performance/accessibility: ${lh.all.join(', ')})`);
    console.log(`  median run: ${lh.metrics} (report: bench/results/lighthouse-home.html)`);
    for (const category of ['performance', 'accessibility']) {
      const ok = lh[category] >= budgets[category];
      if (!ok) failed = true;
      console.log(
        `${ok ? 'PASS' : 'FAIL'}  Lighthouse ${category}`.padEnd(40) +
          `${String(lh[category]).padStart(7)}      (budget ≥ ${budgets[category]})`,
      );
      if (!ok) for (const title of lh.failing[category]) console.log(`        - ${title}`);
    }
  }
} finally {
  await stopServer();
  rmSync(temp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
