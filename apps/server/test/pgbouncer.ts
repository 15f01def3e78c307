import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from './pg-cluster.ts';

/** Debian's pgbouncer (1.18 on bookworm: transaction mode keeps no named prepared statement). */
export const PGBOUNCER_BIN = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

/** Why PgBouncer cannot be started here, or null when it can. */
export const pgbouncerUnavailable = (): string | null =>
  existsSync(PGBOUNCER_BIN) ? null : `${PGBOUNCER_BIN} is missing (apt-get install -y pgbouncer)`;

export type Bouncer = { url: string; close(): Promise<void> };

/**
 * PgBouncer in transaction mode in front of `upstream` (host and port; every database name forwarded), with
 * `poolSize` server connections per database: fewer than the app's pool, so a client's consecutive
 * transactions land on different server connections, as they do under load.
 */
export async function startPgBouncer(upstream: string, poolSize = 2): Promise<Bouncer> {
  const { hostname, port: upstreamPort, username } = new URL(upstream);
  const dir = mkdtempSync(path.join(tmpdir(), 'pgbouncer-'));
  const port = await freePort();
  const user = username || 'postgres';
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${hostname} port=${upstreamPort || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${dir}/userlist.txt`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${dir}/pgbouncer.log`,
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: -u switches to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, uid, uid);
  }
  const child: ChildProcess = spawn(
    PGBOUNCER_BIN,
    [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')],
    { stdio: 'ignore' },
  );
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const until = Date.now() + 10_000; Date.now() < until; await sleep(100)) {
    if (child.exitCode !== null) break;
    const probe = new pg.Client({ connectionString: url });
    const up = await probe.connect().then(
      () => probe.query('select 1').then(() => true),
      () => false,
    );
    await probe.end().catch(() => {});
    if (up) return { url, close };
  }
  await close();
  throw new Error(`pgbouncer did not start (see its log in ${dir})`);
}
