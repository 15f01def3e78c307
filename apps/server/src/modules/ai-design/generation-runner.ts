import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { backgroundRuns } from '../../lib/background-runs.ts';
import { abandonedGenerations, designsOfGeneration } from './generations.repository.ts';
import { runGeneration } from './run-generation.ts';

/** A queued generation nobody has started after this long is started by the sweeper (its process died first). */
export const QUEUED_GRACE_MS = 30_000;

/** The runs this process has going on each database, so that closing the app (and a test) can wait for them. */
const runs = backgroundRuns();

/**
 * Starts a generation's run in this process, after the response that queued it: the fast path. The job
 * `ai-generations` (resumeGenerations) is the safety net for a run this process never got to or died in.
 */
export function kickGeneration(app: FastifyInstance, id: number): void {
  runs.start(
    app.db,
    () =>
      runGeneration(app.db, id, { now: () => new Date(), log: app.log }, (p) =>
        designsOfGeneration(app.db, p),
      ),
    (err) => app.log.error({ err, generation: id }, 'AI generation run failed'),
  );
}

/** Resolves once every run started on this database has ended (tests; the app's close). */
export const generationsIdle = (db: Database): Promise<void> => runs.idle(db);

/** The job: runs the generations nobody is running (queued past the grace, or claimed by a process that died). */
export async function resumeGenerations(
  db: Database,
  deps: Parameters<typeof runGeneration>[2],
): Promise<number> {
  const now = deps.now();
  const ids = await abandonedGenerations(db, now, new Date(now.getTime() - QUEUED_GRACE_MS));
  let ran = 0;
  for (const id of ids)
    if ((await runGeneration(db, id, deps, (p) => designsOfGeneration(db, p))) === 'done') ran += 1;
  return ran;
}
