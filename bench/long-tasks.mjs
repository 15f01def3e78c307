#!/usr/bin/env node
// `node bench/long-tasks.mjs <url> [runs=3] [--cpu=4] [--over=50]`: where a page's blocking time goes (issue
// 23). Loads <url> in Chromium at a CPU slowdown (Lighthouse's fixed 4× by default), records the main thread,
// and prints each task over `--over` ms (50) with what ran in it (parsing, style, layout, a script's function), then the functions that took the
// most time overall (a CPU profile; names are readable in a build made with `vite build --minify false`).
// The sum of the tasks' time over 50 ms is the blocking time this load would add; the median of the runs is
// printed. Lighthouse's own figure (bench/pages.mjs) is this machine's trace scaled by the same 4×.
import { chromium } from 'playwright-core';

const flag = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const [url, runsArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!url) throw new Error('usage: node bench/long-tasks.mjs <url> [runs] [--cpu=4] [--over=50]');
const runs = Number(runsArg ?? 3);
/**
 * At `--cpu=1 --over=5` it lists what a calibrated Lighthouse run (bench/pages.mjs: this host's trace times
 * its ~10× slowdown) counts as blocking: every task over 5 ms here.
 */
const slowdown = flag('cpu', 4);
const over = flag('over', 50);
const ms = (us) => (us / 1000).toFixed(0);

/** One load: its main-thread tasks over 50 ms (with their parts) and a CPU profile. */
async function load(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  await context.close();
  const parse = events.find((e) => e.name === 'ParseHTML');
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const t0 = Math.min(...main.map((e) => e.ts));
  const tasks = main
    .filter((e) => e.name === 'RunTask' && e.dur > over * 1000)
    .map((task) => {
      const parts = main
        .filter(
          (e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
        )
        .filter((e) => e.dur > (over * 1000) / 10)
        .slice(0, 6)
        .map((e) => {
          const data = e.args?.data ?? {};
          const where = data.functionName || data.url?.split('/').pop() || '';
          return `${e.name}${where ? `(${where.slice(0, 40)})` : ''} ${ms(e.dur)}`;
        });
      return { at: ms(task.ts - t0), dur: task.dur, parts };
    });
  return { tasks, blocking: tasks.reduce((sum, t) => sum + t.dur / 1000 - over, 0), profile };
}

/** Time per function, counting each function once per sample (self and below). */
function heaviestFunctions(profile, count = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const seen = new Set();
    for (let node = id; node; node = parent.get(node)) {
      const f = byId.get(node).callFrame;
      if (!f.url) continue;
      const key = `${f.functionName || '(top level)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
    }
  });
  return [...total].sort((a, b) => b[1] - a[1]).slice(0, count);
}

await fetch(url); // the server's page cache is warm: the load measures the browser, not a first render
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
const loads = [];
try {
  for (let run = 0; run < runs; run++) loads.push(await load(browser));
} finally {
  await browser.close();
}
const sorted = [...loads].sort((a, b) => a.blocking - b.blocking);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`long-tasks: ${url} at ${slowdown}× CPU, the median of ${runs} loads`);
for (const t of median.tasks)
  console.log(`${t.at.padStart(6)} ms  ${ms(t.dur).padStart(4)} ms  ${t.parts.join(' · ')}`);
console.log(
  `long-tasks: blocking time ${median.blocking.toFixed(0)} ms (runs: ${loads.map((l) => l.blocking.toFixed(0)).join(', ')})`,
);
console.log(
  `long-tasks: the functions that took the most time in that load (ms at ${slowdown}×, with what they called):`,
);
for (const [name, us] of heaviestFunctions(median.profile)) console.log(`${ms(us).padStart(6)}  ${name}`);
