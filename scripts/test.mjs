#!/usr/bin/env node
// `npm test`: every Vitest project in one run — pure rules, web (jsdom), server integration on PGlite,
// on PostgreSQL too when TEST_DATABASE_URL is set — plus the Chromium journeys when a browser is found.
// Ends with one plain line "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
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
const report = join(outDir, 'vitest-report.json');
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
if (e2eOnly) args.push('--project', 'e2e');
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });

for (const note of notes) console.log(note);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
}
process.exit(run.status ?? 1);
