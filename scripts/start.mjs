#!/usr/bin/env node
// `npm start`: build the web app when it is missing or older than its sources, then run the server
// (migrations and the first-start demo seed happen inside the server).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/domain/src'].map((p) => join(root, p));
  return sources.some(
    (p) => existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built,
  );
}

if (process.env.SKIP_WEB_BUILD !== '1' && webIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
