import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { backgroundRuns } from '../../lib/background-runs.ts';
import type { PictureProvider } from './picture-provider.ts';
import { abandonedPictures } from './pictures.repository.ts';
import { type PictureDeps, runPicture } from './run-picture.ts';

/** A queued picture nobody has started after this long is started by the sweeper (its process died first). */
export const QUEUED_PICTURE_GRACE_MS = 30_000;

const runs = backgroundRuns();

/**
 * Starts a picture's run in this process after the answer that queued it: the fast path. The `ai-pictures`
 * job (resumePictures) is the safety net for a run this process never got to or died in.
 */
export function kickPicture(app: FastifyInstance, id: number): void {
  runs.start(
    app.db,
    () => runPicture(app.db, app.pictures, id, { now: () => new Date(), log: app.log, objects: app.objects }),
    (err) => app.log.error({ err, picture: id }, 'styled picture run failed'),
  );
}

/** Resolves once every picture run started on this database has ended (tests; the app's close). */
export const picturesIdle = (db: Database) => runs.idle(db);

/** The job: makes (or fails) the pictures nobody is making, each once; how many it ran. */
export async function resumePictures(
  db: Database,
  provider: PictureProvider | null,
  deps: PictureDeps,
): Promise<number> {
  const now = deps.now();
  const ids = await abandonedPictures(db, now, new Date(now.getTime() - QUEUED_PICTURE_GRACE_MS));
  let ran = 0;
  for (const id of ids) if ((await runPicture(db, provider, id, deps)) === 'done') ran += 1;
  return ran;
}
