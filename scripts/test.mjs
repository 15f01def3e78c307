#!/usr/bin/env node
// `npm test`: every Vitest project in one run — pure rules, web (jsdom), server integration on PGlite,
// on PostgreSQL too when TEST_DATABASE_URL is set — plus the Chromium journeys when a browser is found.
// Ends with one plain line "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const e2eOnly = process.argv.includes('--e2e-only');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const env = { ...process.env };
const notes = [];

if (env.TEST_DATABASE_URL) notes.push(`server integration: PGlite and PostgreSQL (${env.TEST_DATABASE_URL})`);
else
  notes.push(
    'server integration: PGlite only (set TEST_DATABASE_URL=postgres://… to also run on PostgreSQL)',
  );

if (existsSync(chromium)) {
  env.E2E_CHROMIUM = chromium;
  console.log('Building the web app for the browser journeys…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  notes.push(`browser journeys: Chromium at ${chromium}`);
} else if (env.REQUIRE_E2E === '1') {
  console.error(`No Chromium at ${chromium}: the browser journeys are required here (REQUIRE_E2E=1).`);
  process.exit(1);
} else {
  notes.push(
    `browser journeys: SKIPPED — no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH)`,
  );
}

const outDir = join(root, '.tmp');
mkdirSync(outDir, { recursive: true });

/**
 * Two runs. The rules and the server's integration tests first, two files at a time (each server test has its
 * own database, and a file spends much of its time waiting on PostgreSQL): Vitest's default on a two-core
 * machine is one. Then the browser journeys alone, so software WebGL never shares the cores with them.
 */
const runs = [];
if (!e2eOnly) {
  const projects = ['domain', 'web', 'server-pglite', ...(env.TEST_DATABASE_URL ? ['server-pg'] : [])];
  runs.push({
    name: 'rules-and-server',
    args: [...projects.flatMap((p) => ['--project', p]), '--maxWorkers=2'],
  });
}
if (env.E2E_CHROMIUM) runs.push({ name: 'e2e', args: ['--project', 'e2e'] });

let status = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
for (const run of runs) {
  const report = join(outDir, `vitest-report-${run.name}.json`);
  rmSync(report, { force: true });
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const result = spawnSync('npx', [...args, ...run.args], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) status = result.status ?? 1;
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    failures.push(...failedTests(r));
  } else if (status === 0) status = 1;
}

/** The failed tests' files, names and first message line, so that the run's last lines say what broke. */
function failedTests(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${name}: ${firstLine(file.message)}`];
    return failed.map((t) => `${name} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  });
}

function firstLine(text) {
  return (text ?? '').split('\n')[0].slice(0, 300);
}

for (const failure of failures) console.log(`FAILED ${failure}`);
for (const note of notes) console.log(note);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
