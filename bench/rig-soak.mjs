#!/usr/bin/env node
// Soak on the rig (issue 27 point 6): mixed traffic (browse, search, cart, checkout, chat) at a steady rate
// through nginx for `--minutes` (default 30), chat followers on every node. Samples each API node's resident
// memory (/proc/<pid>/status) every 10 s and the p99 per minute; after the warm-up (3 minutes, or a third of
// a shorter run) asserts RSS growth < 10% per node, p99 of the last third within 20% of the first third,
// 0 errors (a 5xx, an unexpected answer, a chat message some follower never got). Prints a table per minute.
// `node bench/rig-soak.mjs [--minutes=30]`; `--minutes=2` is a quick check. Exits 1 when a budget fails.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startRig } from '../scripts/rig/start-rig.mjs';
import { chatProject, demoProducts, followChat, registerHomeowners, sleep, tokenOf } from './rig/clients.mjs';
import { quantile, soakRecorder, soakVerdict } from './rig/soak-figures.mjs';
import { RATES, soakOperations } from './rig/soak-traffic.mjs';

const MINUTES = Number(process.argv.find((a) => a.startsWith('--minutes='))?.split('=')[1] ?? 30);
const WARMUP = MINUTES >= 9 ? 3 : Math.max(1, Math.floor(MINUTES / 3));
const RESULTS = join(import.meta.dirname, 'results');
const BUDGET = { rssGrowth: 0.1, p99Change: 0.2 };
const log = (line) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${line}`);
const fmt = (v, d = 0) => (v === null || v === undefined ? '-' : v.toFixed(d));

let rig;
let pool;
const sockets = [];
let verdict = { ok: false };
try {
  rig = await startRig({ log });
  pool = new pg.Pool({ connectionString: rig.primary.url('market'), max: 2 });
  pool.on('error', () => {});
  const people = await registerHomeowners(rig.url, 23);
  const [buyers, browsers, chatters] = [people.slice(0, 10), people.slice(10, 20), people.slice(20)];
  const products = await demoProducts(pool);
  const projectId = await chatProject(pool, chatters[0], chatters.slice(1), `Soak chat ${Date.now()}`);

  // One follower of the project on each node, to see every message arrive on every node.
  const sentChat = new Map();
  const delivered = new Map(); // client key → followers reached
  for (const [i, node] of rig.nodes.entries()) {
    sockets.push(
      await followChat(node.url, tokenOf(chatters[i % chatters.length]), projectId, (m) =>
        delivered.set(m.client_key, (delivered.get(m.client_key) ?? 0) + 1),
      ),
    );
  }
  const ops = soakOperations({ base: rig.url, products, buyers, browsers, chatters, projectId, sentChat });
  const start = performance.now();
  const recorder = soakRecorder(start);
  const end = start + MINUTES * 60_000;
  log(
    `soak: ${MINUTES} min at ${Object.values(RATES).reduce((a, b) => a + b, 0)} operations/s, warm-up ${WARMUP} min`,
  );

  const sampler = setInterval(() => {
    recorder.sample(
      rig.nodes.map((n) => n.pid()),
      loadavg()[0],
    );
  }, 10_000);
  recorder.sample(
    rig.nodes.map((n) => n.pid()),
    loadavg()[0],
  );
  const inFlight = new Set();
  // Open loop: each kind is sent at its own steady interval whatever the answers take.
  const kinds = Object.entries(RATES).map(([kind, rate]) => ({
    kind,
    every: 1000 / rate,
    next: start,
    i: 0,
  }));
  let lastMinute = -1;
  while (performance.now() < end) {
    const now = performance.now();
    for (const k of kinds) {
      while (k.next <= now) {
        const i = k.i++;
        k.next += k.every;
        const p = ops[k.kind](i)
          .then(({ ms }) => recorder.record(k.kind, ms, null))
          .catch((err) => recorder.record(k.kind, 0, err.message))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
    }
    const minute = Math.floor((now - start) / 60_000);
    if (minute !== lastMinute && minute > 0) {
      const m = recorder.minutes[minute - 1];
      if (m)
        log(
          `minute ${minute}: ${m.latencies.length + m.errors} requests, ${m.errors} errors, p99 ${fmt(quantile(m.latencies, 0.99))} ms, RSS ${m.rss
            .at(-1)
            ?.map((r) => fmt(r))
            .join('/')} MB, load ${fmt(m.load, 1)}`,
        );
      lastMinute = minute;
    }
    await sleep(20);
  }
  await Promise.allSettled([...inFlight]);
  clearInterval(sampler);
  await sleep(3000);
  // A chat message some follower never got is an error of the minute it was sent in.
  let undelivered = 0;
  for (const [key] of sentChat) if ((delivered.get(key) ?? 0) < rig.nodes.length) undelivered++;
  if (undelivered) recorder.record('chat-delivery', 0, `${undelivered} messages missed a follower`);

  // The minutes as measured, kept before any figure is made of them (bench/results is not committed).
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'rig-soak-minutes.json'), JSON.stringify(recorder.minutes));
  verdict = soakVerdict(recorder.minutes, WARMUP);
  console.log(
    `\nrig soak: ${MINUTES} min, ${Object.entries(RATES)
      .map(([k, r]) => `${k} ${r}/s`)
      .join(', ')}, chat followers on ${rig.nodes.length} nodes\n`,
  );
  console.log('minute  requests  errors  p50 ms  p99 ms  RSS MB per node (mean)    load');
  for (const [i, m] of recorder.minutes.entries()) {
    if (!m) continue;
    const rss = m.rss[0]?.map((_, n) => m.rss.reduce((s, r) => s + (r[n] ?? 0), 0) / m.rss.length) ?? [];
    console.log(
      `${String(i + 1).padStart(6)}${i < WARMUP ? '*' : ' '} ${String(m.latencies.length + m.errors).padStart(8)}  ${String(m.errors).padStart(6)}  ${fmt(quantile(m.latencies, 0.5)).padStart(6)}  ${fmt(quantile(m.latencies, 0.99)).padStart(6)}  ${rss
        .map((r) => fmt(r).padStart(6))
        .join(' ')
        .padEnd(24)}  ${fmt(m.load, 1)}`,
    );
    for (const e of m.errorSamples) console.log(`          ${e}`);
  }
  const chatSent = sentChat.size;
  console.log(
    `(* warm-up)  chat messages ${chatSent}, each to ${rig.nodes.length} followers, undelivered ${undelivered}`,
  );
  const mark = (ok) => (ok ? 'PASS' : 'FAIL');
  console.log(
    `\n${verdict.growth.map((g, n) => `${mark(g < BUDGET.rssGrowth)}  node ${n + 1} RSS ${fmt(verdict.firstRss[n])} → ${fmt(verdict.lastRss[n])} MB (${fmt(g * 100, 1)}%, budget < 10%)`).join('\n')}`,
  );
  console.log(
    `${mark(Math.abs(verdict.p99Change) <= BUDGET.p99Change)}  p99 first third ${fmt(verdict.firstP99)} ms → last third ${fmt(verdict.lastP99)} ms (${fmt(verdict.p99Change * 100, 1)}%, budget within 20%)`,
  );
  console.log(`${mark(verdict.errors === 0)}  errors ${verdict.errors} (must be 0)`);
} catch (err) {
  console.error(err);
  verdict = { ok: false };
} finally {
  for (const ws of sockets) ws.close();
  await pool?.end();
  await rig?.stop();
}
process.exit(verdict.ok ? 0 : 1);
