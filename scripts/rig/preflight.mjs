// What the rig needs from the machine, checked before anything starts: Debian's nginx, pgbouncer and the
// PostgreSQL 15 server binaries.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

/** Throws one message naming every missing piece and the command that installs it. */
export function checkMachine() {
  const missing = [];
  if (!onPath('nginx')) missing.push('nginx');
  if (!onPath('pgbouncer')) missing.push('pgbouncer');
  if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) missing.push('postgresql-15');
  if (process.getuid?.() === 0 && !onPath('runuser')) missing.push('util-linux (runuser)');
  if (missing.length) {
    throw new Error(
      `the rig needs ${missing.join(', ')}: apt-get install -y ${missing.map((m) => m.split(' ')[0]).join(' ')}`,
    );
  }
}
