// Starts the whole rig and answers handles to each part (scripts/rig/rig.mjs prints them; the benches use them
// to kill and restart parts). Every part is stopped by `stop()`, in the reverse order of starting.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiNode, migrateAndSeed, serverKnowsTopology } from './api-nodes.mjs';
import { startNginx } from './nginx.mjs';
import { startObjectStore } from './object-store.mjs';
import { startPgBouncer } from './pgbouncer.mjs';
import { initPrimary, initReplica, pgServer } from './postgres.mjs';
import { checkMachine } from './preflight.mjs';
import { alive, stopStaleGroups } from './processes.mjs';
import { waitForHttp, waitForPort } from './wait.mjs';
import { buildWebIfMissing } from './web-dist.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export const PORTS = {
  nginx: 8080,
  primary: 55432,
  replica: 55433,
  pgbouncer: 56432,
  s3: 4569,
  nodes: [3101, 3102, 3103],
};
/** One secret for every node: a signed link made by one node is checked by another. */
const APP_SECRET = 'rig-app-secret-0123456789abcdef';

/** One rig per folder: a second run while the first is alive would stop it as "stale". */
function claimRigFolder(rigDir) {
  const owner = join(rigDir, 'owner.pid');
  const pid = existsSync(owner) ? Number(readFileSync(owner, 'utf8')) : 0;
  if (pid && pid !== process.pid && alive(pid)) {
    throw new Error(`a rig is running in ${rigDir} (pid ${pid}): stop it first (Ctrl-C or kill ${pid})`);
  }
  mkdirSync(rigDir, { recursive: true });
  writeFileSync(owner, String(process.pid));
}

/** Stops what a crashed run left: process groups by their pid files, PostgreSQL by pg_ctl. */
export async function cleanStale(rigDir, servers) {
  const stopped = await stopStaleGroups(rigDir);
  for (const s of servers) {
    if (s.running()) {
      s.stop();
      stopped.push(`postgres-${s.name}`);
    }
  }
  return stopped;
}

/**
 * Starts PostgreSQL (primary + streaming replica), PgBouncer, s3rver, migrates and seeds once, the API nodes,
 * then nginx. `log(line)` hears each step. Options: dir (default <root>/.rig), fresh (wipe it first),
 * nodes (default 3), env (more environment for the nodes), signals (stop the rig on SIGINT/SIGTERM, default true).
 */
export async function startRig({
  dir = join(root, '.rig'),
  fresh = false,
  nodes = 3,
  env = {},
  log = () => {},
  signals = true,
} = {}) {
  checkMachine();
  const rigDir = resolve(dir);
  const primary = pgServer(rigDir, 'primary', PORTS.primary);
  const replica = pgServer(rigDir, 'replica', PORTS.replica);
  claimRigFolder(rigDir);
  const stale = await cleanStale(rigDir, [replica, primary]);
  if (stale.length) log(`stopped what a previous run left: ${stale.join(', ')}`);
  if (fresh) {
    for (const part of ['pg', 'pgbouncer', 's3', 'nodes', 'nginx', 'logs', 'pids', 'seeded']) {
      rmSync(join(rigDir, part), { recursive: true, force: true });
    }
  }
  mkdirSync(rigDir, { recursive: true });
  const started = [];
  const onSignal = async () => {
    log('signal: stopping the rig');
    await rig.stop();
    process.exit(130);
  };
  const rig = {
    dir: rigDir,
    primary,
    replica,
    nodes: [],
    started,
    async stop() {
      for (const part of started.reverse()) {
        try {
          await part.stop();
        } catch (err) {
          log(`stopping ${part.name}: ${err.message}`);
        }
      }
      started.length = 0;
      rmSync(join(rigDir, 'owner.pid'), { force: true });
      for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(s, onSignal);
    },
  };
  // A bench stopped with Ctrl-C stops its rig too (rig.mjs says `signals: false` and handles them itself).
  if (signals) for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(s, onSignal);
  try {
    const t0 = Date.now();
    if (initPrimary(rigDir, primary)) log(`primary: initdb in ${rigDir}/pg/primary`);
    else primary.start();
    started.push({ name: 'postgres-primary', stop: async () => primary.stop() });
    if (initReplica(rigDir, primary, replica)) log('replica: pg_basebackup -R from the primary');
    replica.start();
    started.push({ name: 'postgres-replica', stop: async () => replica.stop() });
    log(`postgres: primary :${PORTS.primary}, replica :${PORTS.replica} (${Date.now() - t0} ms)`);

    const bouncer = startPgBouncer(rigDir, { port: PORTS.pgbouncer, primaryPort: PORTS.primary });
    started.push(bouncer);
    await waitForPort(PORTS.pgbouncer, { group: bouncer });
    rig.pgbouncer = bouncer;

    const store = startObjectStore(rigDir, root, { port: PORTS.s3 });
    if (store) {
      started.push(store);
      await waitForPort(PORTS.s3, { group: store });
    } else
      log('object store: s3rver is not installed (npm install), the nodes keep files on their own disks');
    rig.objectStore = store;

    const webDist = await buildWebIfMissing(rigDir, root, log);
    const direct = primary.url('market');
    const viaBouncer = serverKnowsTopology(root);
    rig.databaseUrl = viaBouncer ? bouncer.url('market') : direct;
    rig.nodeEnv = {
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.RIG_LOG_LEVEL || 'warn',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      APP_SECRET,
      APP_URL: `http://127.0.0.1:${PORTS.nginx}`,
      PAYMENT_PROVIDER: 'sandbox',
      PAYOUT_SCHEDULE: 'true',
      WEB_DIST: webDist,
      DATABASE_URL: rig.databaseUrl,
      DATABASE_DIRECT_URL: direct,
      DATABASE_READ_URL: replica.url('market'),
      ...(store?.env ?? {}),
      ...env,
    };

    const seededMark = join(rigDir, 'seeded');
    if (!existsSync(seededMark)) {
      const t = Date.now();
      for (const line of migrateAndSeed(root, { ...rig.nodeEnv, DATABASE_URL: direct })) log(`seed: ${line}`);
      writeFileSync(seededMark, new Date().toISOString());
      log(`migrate + seed: ${Date.now() - t} ms`);
    }

    for (let n = 1; n <= nodes; n++)
      rig.nodes.push(apiNode(rigDir, root, n, PORTS.nodes[n - 1], rig.nodeEnv));
    for (const node of rig.nodes) started.push({ name: `node-${node.n}`, stop: () => node.stop() });
    // The first node alone, then the rest together: the first start installs pg-boss's schema.
    const t = Date.now();
    await rig.nodes[0].start();
    await Promise.all(rig.nodes.slice(1).map((node) => node.start()));
    log(`api nodes: ${rig.nodes.map((node) => `:${node.port}`).join(', ')} (${Date.now() - t} ms)`);

    const nginx = startNginx(rigDir, { port: PORTS.nginx, nodePorts: rig.nodes.map((node) => node.port) });
    started.push(nginx);
    await waitForHttp(`${nginx.url}/api/health`, { group: nginx, ms: 15_000 });
    rig.nginx = nginx;
    rig.url = nginx.url;
    return rig;
  } catch (err) {
    await rig.stop();
    throw err;
  }
}
