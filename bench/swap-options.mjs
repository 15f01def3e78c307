#!/usr/bin/env node
// `node bench/swap-options.mjs`: the swap panel's list (GET /api/visualization/options, issue 21 A9) on a
// throw-away PostgreSQL database seeded with the demo catalogue (25k products), measured as the panel asks
// for it: the floor unfiltered, each filter alone, filters together, each order, a fixture with its fitting
// width, and a deep page. Budget: every filtered page < 100 ms (median of 15 sequential requests, after 3
// warm-ups). SWAP_BENCH_URL measures a server already running instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throwawayDatabase } from './support/database.mjs';
import { startProduct } from './support/product-server.mjs';

const BUDGET_MS = 100;
const RUNS = 15;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const temp = mkdtempSync(join(tmpdir(), 'bench-swap-'));
let stop = async () => {};
let drop = async () => {};
let failed = false;
try {
  let base = process.env.SWAP_BENCH_URL;
  if (!base) {
    const db = await throwawayDatabase('bench_swap');
    drop = db.drop;
    const server = await startProduct(
      { DATA_DIR: join(temp, 'data'), DATABASE_URL: db.url, SMTP_URL: '' },
      { ms: 600_000 },
    );
    stop = server.stop;
    base = server.base;
  }
  const get = async (query) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/visualization/options?vsd_id=DEMO2026&${query}`);
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, data: body.data };
  };
  const { data: floor } = await get('slot=floor');
  const f = floor.facets;
  const enc = encodeURIComponent;
  const quiz = 'cozy.wood.warm.lots';
  const cases = {
    'floor, no filter': 'slot=floor',
    'floor, colour': `slot=floor&color=${enc(f.colors[0].value)}`,
    'floor, finish': `slot=floor&finish=${enc(f.finishes[0].value)}`,
    'floor, size': `slot=floor&size=${enc(f.sizes[0].value)}`,
    'floor, brand': `slot=floor&brand=${f.brands[0].id}`,
    'floor, style': `slot=floor&style=${enc(f.styles[0].value)}`,
    'floor, price range': `slot=floor&price_min=${f.price.min * 2}&price_max=${Math.round(f.price.max / 2)}`,
    'floor, all six filters': `slot=floor&color=${enc(f.colors[0].value)}&finish=${enc(f.finishes[0].value)}&style=${enc(f.styles[0].value)}&brand=${f.brands[0].id}&size=${enc(f.sizes[0].value)}&price_min=1&price_max=${f.price.max}`,
    'floor, price low to high': 'slot=floor&sort=price_asc',
    'floor, price high to low': 'slot=floor&sort=price_desc',
    'floor, match to style quiz': `slot=floor&sort=match&quiz=${quiz}`,
    'floor, name search + colour': `slot=floor&q=oak&color=${enc(f.colors[0].value)}`,
    'floor, page 500': 'slot=floor&page=500',
    'vanity, fitting 36 in first': 'slot=vanity&fit_width_in=36',
  };
  console.log(`swap options on ${floor.total} floor sizes (median of ${RUNS}; budget ${BUDGET_MS} ms each)`);
  for (const [name, query] of Object.entries(cases)) {
    for (let i = 0; i < 3; i += 1) await get(query);
    const times = [];
    let total = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const r = await get(query);
      times.push(r.ms);
      total = r.data.total;
    }
    const m = median(times);
    const ok = m < BUDGET_MS;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'SLOW'} ${name.padEnd(30)} ${m.toFixed(1).padStart(6)} ms  (budget ${BUDGET_MS} ms, ${total} options)`,
    );
  }
} finally {
  await stop();
  await drop();
  rmSync(temp, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
