import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server binaries (the rig uses the same). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why a real primary + streaming replica cannot be started here, or null when it can. */
export function clusterUnavailable(): string | null {
  for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup']) {
    if (!existsSync(path.join(PG_BIN, tool)))
      return `${PG_BIN}/${tool} is missing (apt-get install postgresql-15)`;
  }
  return null;
}

/** A free TCP port on 127.0.0.1 (closed again before it is used). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, the binaries run as the postgres user. */
async function pgTool(tool: string, args: string[]) {
  const bin = path.join(PG_BIN, tool);
  const asRoot = process.getuid?.() === 0;
  await run(asRoot ? 'runuser' : bin, asRoot ? ['-u', 'postgres', '--', bin, ...args] : args, {
    timeout: 60_000,
  });
}

export type Cluster = {
  primaryUrl: string;
  replicaUrl: string;
  /** Every statement each server ran (log_statement = all), prefixed with the connection's application_name. */
  primaryLog(): string;
  replicaLog(): string;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  close(): Promise<void>;
};

const SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  'wal_level = replica',
  'max_wal_senders = 4',
  'fsync = off',
  'full_page_writes = off',
  'shared_buffers = 16MB',
  'max_connections = 40',
  'log_statement = all',
  "log_line_prefix = '[%a] '",
  'wal_receiver_status_interval = 1s',
];

/**
 * A primary (initdb, wal_level = replica) and a streaming replica (pg_basebackup -R) in a temp folder, on free
 * ports; a few seconds to start. `close` stops both and deletes the folder.
 */
export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-cluster-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    chownSync(dir, uid, uid);
  }
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const [pPort, rPort] = [await freePort(), await freePort()];
  const logOf = (name: string) => path.join(dir, `${name}.log`);
  const ctl = (data: string, ...args: string[]) => pgTool('pg_ctl', ['-D', data, '-w', ...args]);
  const started: string[] = [];
  try {
    await pgTool('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const conf = [...SETTINGS, `port = ${pPort}`, `unix_socket_directories = '${dir}'`];
    appendFileSync(path.join(primary, 'postgresql.conf'), `\n${conf.join('\n')}\n`);
    await ctl(primary, '-l', logOf('primary'), 'start');
    started.push(primary);
    await pgTool(
      'pg_basebackup',
      ['-h', '127.0.0.1', '-p', String(pPort), '-U', 'postgres'].concat([
        '-D',
        replica,
        '-R',
        '-X',
        'stream',
        '--no-sync',
      ]),
    );
    appendFileSync(path.join(replica, 'postgresql.conf'), `\nport = ${rPort}\n`);
    await ctl(replica, '-l', logOf('replica'), 'start');
    started.push(replica);
  } catch (error) {
    for (const data of started) await ctl(data, '-m', 'immediate', 'stop').catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const read = (name: string) => (existsSync(logOf(name)) ? readFileSync(logOf(name), 'utf8') : '');
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${pPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${rPort}/postgres`,
    primaryLog: () => read('primary'),
    replicaLog: () => read('replica'),
    stopReplica: () => ctl(replica, '-m', 'fast', 'stop'),
    startReplica: () => ctl(replica, '-l', logOf('replica'), 'start'),
    close: async () => {
      await ctl(replica, '-m', 'immediate', 'stop').catch(() => {});
      await ctl(primary, '-m', 'immediate', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
