// PgBouncer in transaction mode in front of the primary. It refuses to run as root, so it runs as the
// postgres user, in the foreground, in a process group of the rig's.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownedFolder } from './postgres.mjs';
import { startGroup } from './processes.mjs';

const config = ({ dir, port, primaryPort }) => `[databases]
market = host=127.0.0.1 port=${primaryPort} dbname=market

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir = ${dir}
auth_type = trust
auth_file = ${join(dir, 'userlist.txt')}
pool_mode = transaction
; 3 nodes x their pools (10 each) and the jobs' connections, with room for a restarted node's new ones
max_client_conn = 500
default_pool_size = 40
reserve_pool_size = 10
server_reset_query =
ignore_startup_parameters = extra_float_digits,options
logfile = ${join(dir, 'pgbouncer.log')}
log_connections = 0
log_disconnections = 0
`;

/** Writes pgbouncer.ini under <rig>/pgbouncer and starts it on `port`. */
export function startPgBouncer(rigDir, { port, primaryPort }) {
  const dir = ownedFolder(join(rigDir, 'pgbouncer'));
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(ini, config({ dir, port, primaryPort }));
  // With auth_type trust the user must still be listed.
  writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
  const asRoot = process.getuid?.() === 0;
  const [cmd, args] = asRoot ? ['runuser', ['-u', 'postgres', '--', 'pgbouncer', ini]] : ['pgbouncer', [ini]];
  return {
    ...startGroup(rigDir, 'pgbouncer', cmd, args),
    port,
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
  };
}
