#!/usr/bin/env node
// `npm start`: check the install, build the web app when it is missing or older than its sources (its chunk
// list folded into one line), then run the server, which migrates, seeds the demo data once and reports
// `ready` with the URL, the demo accounts and the dev mailbox (apps/server/src/lib/startup-report.ts).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const tty = process.stdout.isTTY === true;
const phase = (name, detail, mark = '✓') => console.log(`${mark} ${name.padEnd(9)} ${detail}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}
const newestMtime = (dir) => Math.max(0, ...filesUnder(dir).map((f) => statSync(f).mtimeMs));

function webIsStale() {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/domain/src'].map((p) => join(root, p));
  return sources.some(
    (p) => existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built,
  );
}

function checkInstall() {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) {
    phase('install', 'dependencies are missing: run `npm install` first', '✗');
    process.exit(1);
  }
  const behind = statSync(installed).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs;
  phase(
    'install',
    behind
      ? 'package-lock.json is newer than node_modules: run `npm install` if the start fails'
      : `dependencies installed (node ${process.versions.node})`,
    behind ? '!' : '✓',
  );
}

/** Runs the web build with its output held back: one line when it succeeds, all of it when it fails. */
function buildWeb() {
  return new Promise((resolve) => {
    const started = Date.now();
    if (tty) process.stdout.write(`… ${'build'.padEnd(9)} web app (about 30 s on a first start)`);
    const build = spawn('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, env: process.env });
    const output = [];
    build.stdout.on('data', (chunk) => output.push(chunk));
    build.stderr.on('data', (chunk) => output.push(chunk));
    build.on('close', (code) => {
      if (tty) process.stdout.write('\r\x1b[K');
      if (code !== 0) {
        process.stdout.write(Buffer.concat(output));
        phase('build', `the web build failed (exit ${code}); its output is above`, '✗');
        process.exit(code ?? 1);
      }
      const files = filesUnder(dist);
      const scripts = files.filter((f) => f.endsWith('.js')).length;
      const megabytes = files.reduce((sum, f) => sum + statSync(f).size, 0) / 1024 / 1024;
      phase(
        'build',
        `web app built in ${seconds(Date.now() - started)}: ${scripts} scripts, ${files.length} files, ${megabytes.toFixed(1)} MB in ${relative(root, dist)}`,
      );
      resolve();
    });
  });
}

console.log(`Remodel Market: starting (${tty ? 'Ctrl+C stops it' : 'JSON logs: stdout is not a terminal'})`);
checkInstall();
if (process.env.SKIP_WEB_BUILD === '1') phase('build', 'skipped (SKIP_WEB_BUILD=1)');
else if (webIsStale()) await buildWeb();
else phase('build', `web app up to date in ${relative(root, dist)}`);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
