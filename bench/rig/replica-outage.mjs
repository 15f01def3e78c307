// The replica stopped under reads and started again: reads through nginx must keep being answered, and the
// replica must stream from the primary again.
import { replicationState } from '../../scripts/rig/postgres.mjs';
import { sleep } from './clients.mjs';

const READS = ['/api/search?q=tile', '/api/menu_category', '/api/search?q=vanity&page=2', '/api/home_media'];

/** Reads through nginx for `ms` with the replica down; answers counts and the replication state after. */
export async function replicaOutage(rig, { ms }) {
  const figures = { requests: 0, server_errors: 0, network_errors: 0, statuses: {} };
  rig.replica.stop();
  const until = Date.now() + ms;
  for (let i = 0; Date.now() < until; i++) {
    figures.requests++;
    try {
      const res = await fetch(`${rig.url}${READS[i % READS.length]}`, {
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      figures.statuses[res.status] = (figures.statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) figures.server_errors++;
    } catch {
      figures.network_errors++;
    }
  }
  rig.replica.start();
  let state = 'none';
  for (const stop = Date.now() + 30_000; Date.now() < stop; ) {
    state = replicationState(rig.primary);
    if (state.startsWith('streaming')) break;
    await sleep(500);
  }
  return { ...figures, streamingAgain: state };
}
