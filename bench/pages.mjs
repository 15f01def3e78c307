#!/usr/bin/env node
// `node bench/pages.mjs [--js-only] [--pages=home,category,/cart]`: builds the web app into a temporary
// folder, starts the real server (production mode, a fresh PGlite database with the demo data) and measures
// every page of issue 23's budget list (bench/support/page-budgets.mjs): initial JS (gzip, every script
// until network idle, at 412 and 1280 px) and the median of 5 Lighthouse mobile runs (performance,
// accessibility, FCP, LCP, TBT, CLS), printed as one table beside the budgets; exits 1 when a figure fails.
// Each page's median report goes to bench/results/lighthouse-<page>.html. `--js-only` skips Lighthouse.
// PAGES_WEB_DIST=<folder> measures an existing build instead of building one; PAGES_BASE=<url> measures a
// server already running there (no build, no server of its own). The CPU slowdown is calibrated to the phone
// Lighthouse emulates (this host's benchmark index over the phone's, lighthouse-runs.mjs), printed with the
// index; `--cpu=4` runs Lighthouse's fixed 4× instead, which flatters a fast host.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { pageRows, printTable } from './support/budget-table.mjs';
import { initialJs, viewports } from './support/initial-js.mjs';
import { onServer, selectPages } from './support/page-budgets.mjs';
import { root, startProduct } from './support/product-server.mjs';

const jsOnly = process.argv.includes('--js-only');
const fixedCpu = process.argv.find((a) => a.startsWith('--cpu='))?.slice('--cpu='.length);
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const lighthouseRunsPerPage = 5;

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

/** The server to measure: PAGES_BASE, or the product on a fresh database serving a build of this tree. */
async function serverToMeasure(temp) {
  if (process.env.PAGES_BASE) return { base: process.env.PAGES_BASE, stop: async () => {} };
  let webDist = process.env.PAGES_WEB_DIST;
  if (!webDist) {
    webDist = join(temp, 'dist');
    run('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], join(root, 'apps/web'));
  }
  const env = { DATA_DIR: join(temp, 'data'), DATABASE_URL: '', SMTP_URL: '', WEB_DIST: webDist };
  return startProduct(env, { ms: 180_000 });
}

/** The files of JS over its budget worth looking at (≥ 2 KB gzip), the rest counted. */
function printLargest(page, viewport, files) {
  const large = files.filter((f) => f.gzip >= 2048);
  console.log(`pages: initial JS of ${page.path} at ${viewport.name}, ${files.length} files, the largest:`);
  for (const f of large) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${f.url}`);
  console.log(`  and ${files.length - large.length} files under 2 KB`);
}

/** Initial JS of each page at each viewport; the file list is printed for a page over its budget. */
async function measureJs(pages, base) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const js = new Map();
  try {
    for (const page of pages) {
      const sizes = [];
      for (const viewport of viewports) {
        const { files, gzip } = await initialJs(browser, `${base}${page.path}`, viewport);
        sizes.push({ viewport: viewport.name, gzip });
        if (gzip > page.budgets.initialJsKb * 1024) printLargest(page, viewport, files);
      }
      js.set(page, sizes);
    }
  } finally {
    await browser.close();
  }
  return js;
}

/** Lighthouse medians per page; the median run's report is kept, failing audits are printed. */
async function measureLighthouse(pages, base) {
  const runner = pathToFileURL(join(root, 'bench/lighthouse/lighthouse-runs.mjs')).href;
  const { calibratedSlowdown, lighthouseRuns, PHONE_BENCHMARK_INDEX } = await import(runner);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  let slowdown = Number(fixedCpu);
  if (fixedCpu === undefined) {
    const host = await calibratedSlowdown(`${base}${pages[0].path}`, { chromePath });
    slowdown = host.slowdown;
    console.log(
      `pages: this host's benchmark index ${host.benchmarkIndex}, the phone's ${PHONE_BENCHMARK_INDEX}: CPU slowdown ${slowdown}×`,
    );
  } else if (!(slowdown >= 1)) throw new Error(`pages: --cpu=${fixedCpu} is not a slowdown (a number ≥ 1)`);
  const results = new Map();
  for (const page of pages) {
    const lh = await lighthouseRuns(`${base}${page.path}`, {
      runs: lighthouseRunsPerPage,
      chromePath,
      slowdown,
    });
    writeFileSync(join(root, `bench/results/lighthouse-${page.key}.html`), lh.html);
    console.log(`pages: Lighthouse ${page.path}, performance/accessibility per run: ${lh.all.join(', ')}`);
    const notes = [
      ...(lh.performance < page.budgets.performance ? lh.failing.performance : []),
      ...(lh.accessibility < page.budgets.accessibility ? lh.failing.accessibility : []),
      ...(lh.cls >= page.budgets.cls ? lh.shifting.map((s) => `shifts: ${s}`) : []),
    ];
    for (const note of notes) console.log(`        - ${note}`);
    results.set(page, lh);
  }
  return results;
}

if (!jsOnly && !existsSync(join(root, 'bench/lighthouse/node_modules/lighthouse'))) {
  console.log('pages: installing bench/lighthouse (npm ci --prefix bench/lighthouse)');
  run('npm', ['ci', '--prefix', 'bench/lighthouse', '--no-audit', '--no-fund'], root);
}

const chosen = selectPages(process.argv);
const temp = mkdtempSync(join(tmpdir(), 'bench-pages-'));
let failed = true;
let server = { stop: async () => {} };
try {
  server = await serverToMeasure(temp);
  const pages = await onServer(chosen, server.base);
  const js = await measureJs(pages, server.base);
  const lh = jsOnly ? new Map() : await measureLighthouse(pages, server.base);
  const measured = pages.map((page) => ({
    page,
    rows: pageRows(page, { js: js.get(page), lh: lh.get(page) }),
  }));
  const runs = jsOnly
    ? 'initial JS only'
    : `median of ${lighthouseRunsPerPage} Lighthouse mobile runs (CPU as above)`;
  console.log(`\npages: ${pages.length} pages, ${runs}, gzip -9 of every script until network idle`);
  failed = !printTable(measured);
} finally {
  await server.stop();
  rmSync(temp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
