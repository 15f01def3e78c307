// The rig's PostgreSQL: a primary and a streaming replica with Debian's PostgreSQL 15 binaries, each with its
// own data folder and port. PostgreSQL refuses to run as root, so every binary runs as the `postgres` user
// (runuser) on folders it owns; pg_ctl daemonises the server, so it is stopped by pg_ctl, not by a group.
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the postgres user when we are root; answers its output. */
function pgRun(binary, args, { ms = 120_000 } = {}) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, binary), ...args]]
    : [join(BIN, binary), args];
  return execFileSync(cmd, argv, { encoding: 'utf8', timeout: ms, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** uid/gid of the postgres user, to hand it the folders it writes. */
function postgresOwner() {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A folder the postgres user owns (every parent must already be traversable: /work/main is 755). */
export function ownedFolder(path) {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (asRoot) {
    const { uid, gid } = postgresOwner();
    chownSync(path, uid, gid);
  }
  return path;
}

const settings = (port, socketDir) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${socketDir}'
wal_level = replica
max_wal_senders = 5
wal_keep_size = 256MB
hot_standby = on
max_connections = 200
shared_buffers = 128MB
fsync = on
logging_collector = off
`;

const HBA = `local all all trust
host all all 127.0.0.1/32 trust
host replication replicator 127.0.0.1/32 trust
`;

/** A PostgreSQL server of the rig: its data folder and port; start/stop through pg_ctl. */
export function pgServer(rigDir, name, port) {
  const data = join(rigDir, 'pg', name);
  const socketDir = join(rigDir, 'pg', 'run');
  const log = join(rigDir, 'logs', `postgres-${name}.log`);
  const server = {
    name,
    port,
    data,
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    running: () => existsSync(join(data, 'postmaster.pid')),
    start() {
      ownedFolder(socketDir);
      pgRun('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '120', 'start']);
    },
    /** `-m fast`: open sessions are ended, the shutdown is clean (no recovery at the next start). */
    stop() {
      if (!server.running()) return;
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      } catch (err) {
        // A postmaster.pid left by a crash whose process is gone: nothing to stop.
        if (!/Is server running\?|No such process/.test(String(err.stderr))) throw err;
      }
    },
  };
  return server;
}

/** Creates the primary's cluster (trust on loopback, a replication user, the `market` database) once. */
export function initPrimary(rigDir, primary) {
  if (existsSync(join(primary.data, 'PG_VERSION'))) return false;
  ownedFolder(join(rigDir, 'pg'));
  ownedFolder(join(rigDir, 'logs'));
  ownedFolder(primary.data);
  pgRun('initdb', ['-D', primary.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const socketDir = join(rigDir, 'pg', 'run');
  writeFileSync(join(primary.data, 'postgresql.auto.conf'), settings(primary.port, socketDir));
  writeFileSync(join(primary.data, 'pg_hba.conf'), HBA);
  primary.start();
  const psql = (sql) =>
    pgRun('psql', ['-h', socketDir, '-p', String(primary.port), '-U', 'postgres', '-c', sql]);
  psql('create role replicator with replication login');
  psql('create database market');
  return true;
}

/** Clones the running primary into the replica's folder (pg_basebackup -R: standby.signal + primary_conninfo). */
export function initReplica(rigDir, primary, replica) {
  if (existsSync(join(replica.data, 'PG_VERSION'))) return false;
  ownedFolder(replica.data);
  pgRun('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'replicator',
    '-D',
    replica.data,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  const socketDir = join(rigDir, 'pg', 'run');
  // The copy carries the primary's settings; the port is the replica's own (pg_basebackup -R appended
  // primary_conninfo to the same file, so the port line is added after it).
  appendFileSync(
    join(replica.data, 'postgresql.auto.conf'),
    `\nport = ${replica.port}\nunix_socket_directories = '${socketDir}'\n`,
  );
  return true;
}

/** The replica as the primary sees it: its WAL sender's state and replay lag ('none' when it is not connected). */
export function replicationState(primary) {
  const out = pgRun('psql', [
    '-h',
    join(primary.data, '..', 'run'),
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-At',
    '-c',
    "select state || ', replay lag ' || coalesce(replay_lag::text, '0') from pg_stat_replication",
  ]);
  return out.trim() || 'none';
}
