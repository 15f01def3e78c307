import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import type { SeedReport, SeedSummary } from '../db/seed/index.ts';

/**
 * How the server tells its start: on a developer's terminal one line per phase (migrate, seed with a progress
 * bar, ready) and a closing block with the URL, the demo accounts and the dev mailbox; anywhere else (a pipe,
 * a log collector, NODE_ENV=production) the same facts as JSON log lines, as before.
 */
export type StartupReport = {
  phase: (name: string, detail: string) => void;
  seed: SeedReport;
  seeded: (summary: SeedSummary, ms: number) => void;
  ready: (config: AppConfig) => void;
};

type Out = Pick<NodeJS.WriteStream, 'write'>;

const BAR_WIDTH = 24;
const count = (n: number) => n.toLocaleString('en-US');
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `✓ name      detail`, the format scripts/start.mjs prints its own phases in. */
export const phaseLine = (name: string, detail: string, mark = '✓') => `${mark} ${name.padEnd(9)} ${detail}`;

/** A text progress bar: `████████░░░░ 12,000 / 25,200 products`. */
export function progressBar(done: number, total: number, unit: string) {
  const filled = total > 0 ? Math.round((done / total) * BAR_WIDTH) : BAR_WIDTH;
  return `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)} ${count(done)} / ${count(total)} ${unit}`;
}

/** What each demo account is for and where it signs in, from the seeded accounts themselves. */
export function demoAccountLines(appUrl: string): string[] {
  const rows = DEMO_ACCOUNTS.map((a): [string, string, string] => {
    if (a.type === 'User') return [a.email, 'homeowner: shop, design a room, order', `${appUrl}/login`];
    if (a.type === 'Admin') return [a.email, 'admin console (sign-in code by mail)', `${appUrl}/login`];
    if (a.vendorPending || a.pending) return [a.email, 'waits for approval on /admin/verifications', ''];
    if (a.type === 'Vendor') return [a.email, 'vendor portal', `${appUrl}/vendor/login`];
    return [a.email, `pro portal, showroom ${a.showroom?.vsdId}`, `${appUrl}/pro/login`];
  });
  const width = (i: number) => Math.max(...rows.map((r) => r[i].length)) + 2;
  const [email, what] = [width(0), width(1)];
  return rows.map(([a, b, c]) => `    ${a.padEnd(email)}${b.padEnd(what)}${c}`.trimEnd());
}

/** Where the data lives, never with a password. */
export function databaseLabel(config: AppConfig) {
  if (!config.databaseUrl) return `PGlite (embedded) in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

function readyBlock(config: AppConfig): string[] {
  const lines = ['', `  Remodel Market is ready at ${config.appUrl}  (Ctrl+C stops it)`, ''];
  if (config.seedDemo) {
    lines.push(`  Demo accounts, password ${DEMO_PASSWORD}:`, ...demoAccountLines(config.appUrl), '');
    lines.push('  Showrooms to enter on the home page: DEMO2026 (branded), BAYPRO01', '');
  }
  if (config.nodeEnv !== 'production') {
    lines.push(`  Dev mailbox (sign-in codes, reset links): ${config.appUrl}/dev/mailbox`, '');
  }
  return lines;
}

/** The developer's terminal: phases as lines, the catalogue's progress redrawn in place. */
export function terminalReport(out: Out): StartupReport {
  let drawing = false;
  const line = (text: string) => {
    out.write(`${drawing ? '\r\x1b[K' : ''}${text}\n`);
    drawing = false;
  };
  return {
    phase: (name, detail) => line(phaseLine(name, detail)),
    seed: {
      info: () => {},
      progress: (done, total) => {
        out.write(`\r\x1b[K${phaseLine('seed', progressBar(done, total, 'products'), '…')}`);
        drawing = true;
      },
    },
    seeded: (summary, ms) =>
      line(
        phaseLine(
          'seed',
          summary.products
            ? `demo data: ${count(summary.products)} products, ${summary.brands} brands with vendors, ${
                summary.accounts ? `${DEMO_ACCOUNTS.length} accounts` : 'accounts kept'
              }${summary.orders ? `, ${summary.orders} past orders` : ''} (${seconds(ms)})`
            : 'demo data already there',
        ),
      ),
    ready: (config) => {
      line(phaseLine('ready', config.appUrl));
      out.write(`${readyBlock(config).join('\n')}\n`);
    },
  };
}

/** Not a terminal: JSON log lines through the app's logger, as a log collector expects. */
export function logReport(log: Pick<FastifyBaseLogger, 'info'>): StartupReport {
  return {
    phase: (name, detail) => log.info(`${name}: ${detail}`),
    seed: { info: (message) => log.info(message) },
    seeded: () => {},
    ready: (config) => log.info(`Remodel Market on ${config.appUrl} (${databaseLabel(config)})`),
  };
}
