#!/usr/bin/env node
// `npm run rig [-- --fresh] [-- --dir=PATH] [-- --nodes=N]`: PostgreSQL primary + streaming replica,
// PgBouncer, the S3-compatible store, 3 API nodes and nginx on this machine (issue 27 point 4), all under
// .rig/ (gitignored); prints the URL and every part's address, then waits. Ctrl-C (or SIGTERM) stops
// everything it started; a run after a crash first stops what the crashed run left.
import { replicationState } from './postgres.mjs';
import { PORTS, startRig } from './start-rig.mjs';

const flag = (name) => process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const value = (name, fallback) => flag(name)?.split('=')[1] ?? fallback;

const started = Date.now();
const say = (line) => console.log(`  ${line}`);
let rig;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nrig: stopping everything it started…');
  await rig?.stop();
  console.log('rig: stopped');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));

try {
  console.log('rig: starting');
  rig = await startRig({
    dir: value('dir', undefined),
    fresh: Boolean(flag('fresh')),
    nodes: Number(value('nodes', 3)),
    log: say,
    signals: false,
  });
} catch (err) {
  console.error(`rig: failed to start: ${err.message}`);
  await shutdown(1);
}

const replication = replicationState(rig.primary);
const pooled = rig.databaseUrl.includes(`:${PORTS.pgbouncer}/`);
console.log(`
rig: ready in ${((Date.now() - started) / 1000).toFixed(1)} s — open ${rig.url}

  nginx           ${rig.url}   (least_conn over the nodes, WebSockets proxied)
${rig.nodes.map((n) => `  api node ${n.n}      ${n.url}   pid ${n.pid()}`).join('\n')}
  primary         ${rig.primary.url('market')}   (data ${rig.primary.data})
  replica         ${rig.replica.url('market')}   (as the primary sees it: ${replication})
  pgbouncer       ${rig.pgbouncer.url('market')}   (transaction mode)
  object store    ${rig.objectStore ? `${rig.objectStore.endpoint}  bucket ${rig.objectStore.env.S3_BUCKET}` : 'not started'}
  nodes' DATABASE_URL ${rig.databaseUrl}${pooled ? ' (through PgBouncer)' : ' (the primary directly: this server does not know DATABASE_DIRECT_URL yet)'}
  logs            ${rig.dir}/logs
  demo accounts   homeowner@demo.test, contractor@demo.test, vendor@demo.test, admin@demo.test (password demo-pass-2026)

Ctrl-C stops everything.`);
// Keeps the event loop alive until a signal.
setInterval(() => {}, 1 << 30);
