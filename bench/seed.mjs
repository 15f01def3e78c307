#!/usr/bin/env node
// Seeds the full demo catalogue into a fresh PostgreSQL database and a fresh PGlite, and prints each time
// beside its budget (issue 3: < 15 s on PostgreSQL, < 30 s on PGlite).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-timing.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
