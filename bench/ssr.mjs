#!/usr/bin/env node
// `node bench/ssr.mjs`: the product page drawn by the server against the JSON API for the same product
// (issue 23 budgets: ≥ 0.7× the API's throughput at 50 connections, p99 < 80 ms). Builds the web app into a
// temporary folder (or measures PAGES_WEB_DIST), starts the real server in production mode on a fresh PGlite
// database with the demo data, then runs autocannon for SECONDS (default 10) on each URL, as a browser asks:
// brotli accepted, the showroom DEMO2026 in the URL. Also prints what a page costs when it is not cached
// (each request a new query string, so each is drawn: the render itself), for information. SSR_BASE=<url>
// measures a server already running.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, startProduct } from './support/product-server.mjs';

const seconds = Number(process.env.SECONDS || 10);
const budgets = { ratio: 0.7, p99Ms: 80 };
const headers = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' };

const temp = mkdtempSync(join(tmpdir(), 'bench-ssr-'));
// SSR_BASE=<url>: measure a server already running instead of starting one.
const given = process.env.SSR_BASE;
let webDist = process.env.PAGES_WEB_DIST;
if (!webDist && !given) {
  webDist = join(temp, 'dist');
  const built = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
    cwd: join(root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the web build failed');
}

async function measure(url, opts = {}) {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers, ...opts });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const server = given
  ? { base: given, stop: async () => {} }
  : await startProduct(
      { DATA_DIR: join(temp, 'data'), DATABASE_URL: '', SMTP_URL: '', WEB_DIST: webDist },
      { ms: 180_000 },
    );
let failed = false;
try {
  const list = await (
    await fetch(`${server.base}/api/visualization/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'kitchen-faucets' }),
    })
  ).json();
  const hash = list.data.data[0].hash;
  const api = `${server.base}/api/product/${hash}?vsd_id=DEMO2026`;
  const page = `${server.base}/product/${hash}/DEMO2026`;
  const first = await fetch(page, { headers });
  if (first.status !== 200 || !first.headers.get('x-page-cache'))
    throw new Error(`the product page answered ${first.status} (${first.headers.get('x-page-cache')})`);

  const json = await measure(api);
  const drawn = await measure(page);
  // Every request a new URL: each is drawn (the cache only helps pages asked for again).
  let n = 0;
  const uncached = await measure(page, {
    connections: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/product/${hash}/DEMO2026?n=${n++}` }) }],
  });

  const ratio = drawn.rps / json.rps;
  const ok = ratio >= budgets.ratio && drawn.p99 < budgets.p99Ms && drawn.errors === 0;
  failed = !ok;
  console.log(`\nserver-drawn product page, ${seconds} s each, 50 connections (${hash}, showroom DEMO2026)`);
  console.log(
    `  JSON API  ${String(json.rps).padStart(6)} req/s  p99 ${json.p99} ms  non-2xx/errors ${json.errors}`,
  );
  console.log(
    `  ${ok ? 'PASS' : 'FAIL'} page ${String(drawn.rps).padStart(6)} req/s  p99 ${drawn.p99} ms (budget < ${budgets.p99Ms})` +
      `  ${ratio.toFixed(2)}× the API (budget ≥ ${budgets.ratio})  non-2xx/errors ${drawn.errors}`,
  );
  console.log(
    `  info: drawn on every request (no cache, 10 connections) ${uncached.rps} req/s, p99 ${uncached.p99} ms`,
  );
} finally {
  await server.stop();
  rmSync(temp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
