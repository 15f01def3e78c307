// CPU time spent by processes (Linux /proc), so that a bench can report the work per request next to its
// latencies: latency on a shared machine follows the load around it, CPU time per request much less.
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of a process in ms; 0 when it is gone or /proc is not there. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving `database` (on this machine for a local bench), but the caller's own. */
async function backendPids(pool, database) {
  const { rows } = await pool.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.map((r) => r.pid);
}

/**
 * Starts counting the CPU time of the product process and of the database's backends; the answered
 * function gives the ms each spent since (a backend that opened meanwhile counts in full).
 */
export async function cpuCounter(productPid, pool, database) {
  const read = async () => ({
    product: cpuMs(productPid),
    backends: new Map((await backendPids(pool, database)).map((pid) => [pid, cpuMs(pid)])),
  });
  const start = await read();
  return async () => {
    const end = await read();
    let databaseMs = 0;
    for (const [pid, ms] of end.backends) databaseMs += ms - (start.backends.get(pid) ?? 0);
    return { productMs: end.product - start.product, databaseMs };
  };
}
