import { PICTURE_MESSAGES, picturePicks, picturePrompt } from '@app/domain/ai-design/picture';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type ObjectStore, objectKey } from '../../lib/object-store/object-store.ts';
import { deleteObjects, putThenRecord, storedBytes } from '../../lib/object-store/stored-objects.ts';
import { captureHold, releaseHold } from '../ai-coins/coin-holds.service.ts';
import { designsOfGeneration } from '../ai-design/generations.repository.ts';
import { encodeImage, type ImageRules } from '../media/image-upload.ts';
import { PictureFailure, type PictureProvider } from './picture-provider.ts';
import {
  claimPicture,
  finishPicture,
  MAX_PICTURE_ATTEMPTS,
  type PictureRun,
  type StoredPicture,
  setDesignPicture,
} from './pictures.repository.ts';
import { AI_PICTURES_KIND, pictureUrl } from './pictures.service.ts';

export type PictureDeps = {
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Where the maps are read and the picture is put. */
  objects: ObjectStore;
};

/**
 * The model's answer as media's pipeline takes any upload: a PNG, JPEG or WebP by content, its size from
 * the header (at most 4096 × 4096), stored as one WebP within 1600 px without metadata.
 */
const ANSWER_RULES: ImageRules = {
  minWidth: 64,
  minHeight: 64,
  maxInputPixels: 4096 * 4096,
  renditions: [1600],
  kinds: ['png', 'jpeg', 'webp'],
};

/** How a run ends: a picture made (its WebP to put under its key), or why not. */
type Outcome = { picture: StoredPicture; webp: Buffer } | { error: string };

/**
 * Asks the model (no transaction is open) and checks what it answered; any failure is our own words. The
 * object store unreachable is no answer: it throws, and the run is taken over once its lease ends.
 */
async function stylised(
  db: Database,
  run: PictureRun,
  provider: PictureProvider,
  deps: PictureDeps,
): Promise<Outcome> {
  const design = (await designsOfGeneration(db, run.generationId))?.[run.designIndex];
  const [depth, edges] = await Promise.all([
    storedBytes(deps.objects, run.depthKey, run.depth),
    storedBytes(deps.objects, run.edgesKey, run.edges),
  ]);
  if (!design || !depth || !edges) return { error: PICTURE_MESSAGES.failed };
  try {
    const { image } = await provider.stylise({
      depth,
      edges,
      prompt: picturePrompt(design),
      picks: picturePicks(design),
      key: `ai-picture:${run.id}`,
    });
    const encoded = await encodeImage(image, ANSWER_RULES);
    if (!encoded.ok) {
      deps.log.warn({ picture: run.id, problem: encoded.problem }, 'image model answered no usable picture');
      return { error: PICTURE_MESSAGES.failed };
    }
    const [webp] = encoded.renditions;
    const { sha256, width, height } = webp!;
    return { picture: { imageKey: objectKey(AI_PICTURES_KIND), sha256, width, height }, webp: webp!.bytes };
  } catch (error) {
    // The reason and status only: never the provider's text, the request, or its key.
    const detail = error instanceof PictureFailure ? { reason: error.reason, status: error.status } : {};
    deps.log.warn({ picture: run.id, provider: provider.name, ...detail }, 'styled picture failed');
    return { error: PICTURE_MESSAGES.failed };
  }
}

/**
 * Ends the run: the WebP is put in the object store, then one transaction names it, sets the design's
 * picture_url and captures the coins — or stores why it failed and releases them. The maps are deleted once
 * that commits; a run that lost its claim leaves them to the run that has it, and deletes its own WebP.
 */
async function finish(db: Database, run: PictureRun, end: Outcome, deps: PictureDeps) {
  const put =
    'webp' in end ? [{ key: end.picture.imageKey, bytes: end.webp, contentType: 'image/webp' }] : [];
  const ended = await putThenRecord(deps.objects, put, () =>
    db.transaction(async (tx) => {
      if (!(await finishPicture(tx, run, end, deps.now()))) return false;
      if ('error' in end) await releaseHold(tx, run.holdId);
      else {
        await setDesignPicture(tx, run.generationId, run.designIndex, pictureUrl(run.id));
        await captureHold(tx, run.holdId);
      }
      return true;
    }),
  );
  await deleteObjects(deps.objects, ended ? [run.depthKey, run.edgesKey] : put.map((o) => o.key));
}

/**
 * Makes one picture: claims it (or leaves it to the run that has it), calls the image model outside any
 * transaction, then ends it (finish). No model configured any more, or a run taken over after its last
 * attempt: failed and released. A process that dies mid-run leaves a claim the sweeper takes over; one that
 * dies between putting the WebP and its commit leaves an object no row names, which the objects sweep deletes.
 */
export async function runPicture(
  db: Database,
  provider: PictureProvider | null,
  id: number,
  deps: PictureDeps,
): Promise<'done' | 'busy'> {
  const run = await claimPicture(db, id, deps.now());
  if (!run) return 'busy';
  if (!provider) await finish(db, run, { error: PICTURE_MESSAGES.unavailable }, deps);
  else if (run.attempts > MAX_PICTURE_ATTEMPTS)
    await finish(db, run, { error: PICTURE_MESSAGES.failed }, deps);
  else await finish(db, run, await stylised(db, run, provider, deps), deps);
  return 'done';
}
