// Runs Lighthouse (its default: mobile emulation, simulated slow-4G throttling) on one URL a few times in
// Debian's Chromium. Lives beside its own package.json: lighthouse as a root dependency breaks `npm ci`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const scored = new Set(['numeric', 'binary', 'metricSavings']);

/** Audits of a category that lose points: title and Lighthouse's own figure (e.g. "2.1 s"). */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => scored.has(audit.scoreDisplayMode) && audit.score !== null)
    .filter((audit) => audit.score < (audit.scoreDisplayMode === 'binary' ? 1 : 0.9))
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The benchmark index of the phone Lighthouse's mobile run stands for (a Moto G Power): Chrome DevTools'
 * CPU calibration puts its low-tier mobile preset at 264 (panels/mobile_throttling/CalibrationController.ts).
 * Lighthouse's fixed 4× slowdown is that phone only on a host of ~1,050; this machine has measured from
 * ~1,100 to ~2,500 on different days, so a fixed 4× made the same page score 81 one day and 98 another.
 */
export const PHONE_BENCHMARK_INDEX = 264;

/** Lighthouse's mobile settings (slow 4G) with the CPU slowdown given. */
const mobileThrottling = (cpuSlowdownMultiplier) => ({ ...throttling.mobileSlow4G, cpuSlowdownMultiplier });

/**
 * The CPU slowdown that makes this host the phone: its benchmark index (Lighthouse's, from a run of `url`,
 * median of 3) over the phone's, never below Lighthouse's own 4×.
 */
export async function calibratedSlowdown(url, { chromePath = '/usr/bin/chromium' } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const indexes = [];
  try {
    for (let i = 0; i < 3; i++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyAudits: ['viewport'],
      });
      indexes.push(lhr.environment.benchmarkIndex);
    }
  } finally {
    await chrome.kill();
  }
  const benchmarkIndex = Math.round(median(indexes));
  return {
    benchmarkIndex,
    slowdown: Math.max(4, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10),
  };
}

/** The elements whose moves made up a run's layout shift (Lighthouse's layout-shifts audit), largest first. */
function shiftingElements(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items
    .filter((item) => item.node)
    .map((item) => `${item.node.snippet ?? item.node.selector} (${item.score.toFixed(3)})`);
}

/**
 * `runs` Lighthouse runs of `url`: the median performance and accessibility scores (0–100) and the median
 * of each metric (FCP, LCP, TBT in ms, CLS), each taken over the runs on its own; the failing performance
 * audits and HTML report of the median run; accessibility failures and shifting elements of any run.
 */
export async function lighthouseRuns(url, { runs = 3, chromePath = '/usr/bin/chromium', slowdown = 4 } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { lhr, report } = await lighthouse(url, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        throttling: mobileThrottling(slowdown),
      });
      if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
      results.push({ lhr, html: report });
    }
  } finally {
    await chrome.kill();
  }
  const score = ({ lhr }, id) => Math.round(lhr.categories[id].score * 100);
  const performance = median(results.map((r) => score(r, 'performance')));
  const accessibility = median(results.map((r) => score(r, 'accessibility')));
  const typical = results.find((r) => score(r, 'performance') === performance);
  const metric = (id) => median(results.map((r) => r.lhr.audits[id]?.numericValue ?? Number.NaN));
  return {
    performance,
    accessibility,
    all: results.map((r) => `${score(r, 'performance')}/${score(r, 'accessibility')}`),
    html: typical.html,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    shifting: [...new Set(results.flatMap((r) => shiftingElements(r.lhr)))],
    failing: {
      performance: failingAudits(typical.lhr, 'performance'),
      accessibility: [...new Set(results.flatMap((r) => failingAudits(r.lhr, 'accessibility')))],
    },
  };
}
