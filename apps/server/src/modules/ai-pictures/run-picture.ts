import { PICTURE_MESSAGES, picturePicks, picturePrompt } from '@app/domain/ai-design/picture';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
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
import { pictureUrl } from './pictures.service.ts';

export type PictureDeps = { now: () => Date; log: Pick<FastifyBaseLogger, 'error' | 'warn'> };

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

type Outcome = { picture: StoredPicture } | { error: string };

/** Asks the model (no transaction is open) and checks what it answered; any failure is our own words. */
async function stylised(
  db: Database,
  run: PictureRun,
  provider: PictureProvider,
  deps: PictureDeps,
): Promise<Outcome> {
  const design = (await designsOfGeneration(db, run.generationId))?.[run.designIndex];
  if (!design || !run.depth || !run.edges) return { error: PICTURE_MESSAGES.failed };
  try {
    const { image } = await provider.stylise({
      depth: run.depth,
      edges: run.edges,
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
    return {
      picture: { bytes: webp!.bytes, sha256: webp!.sha256, width: webp!.width, height: webp!.height },
    };
  } catch (error) {
    // The reason and status only: never the provider's text, the request, or its key.
    const detail = error instanceof PictureFailure ? { reason: error.reason, status: error.status } : {};
    deps.log.warn({ picture: run.id, provider: provider.name, ...detail }, 'styled picture failed');
    return { error: PICTURE_MESSAGES.failed };
  }
}

/**
 * Makes one picture: claims it (or leaves it to the run that has it), calls the image model outside any
 * transaction, then in one transaction stores the WebP, sets the design's picture_url and captures the coins
 * — or stores why it failed and releases them. No model configured any more, or a run taken over after its
 * last attempt: failed and released. A process that dies mid-run leaves a claim the sweeper takes over.
 */
export async function runPicture(
  db: Database,
  provider: PictureProvider | null,
  id: number,
  deps: PictureDeps,
): Promise<'done' | 'busy'> {
  const run = await claimPicture(db, id, deps.now());
  if (!run) return 'busy';
  const finish = (end: Outcome) =>
    db.transaction(async (tx) => {
      if (!(await finishPicture(tx, run, end, deps.now()))) return;
      if ('error' in end) return releaseHold(tx, run.holdId);
      await setDesignPicture(tx, run.generationId, run.designIndex, pictureUrl(run.id));
      await captureHold(tx, run.holdId);
    });
  if (!provider) await finish({ error: PICTURE_MESSAGES.unavailable });
  else if (run.attempts > MAX_PICTURE_ATTEMPTS) await finish({ error: PICTURE_MESSAGES.failed });
  else await finish(await stylised(db, run, provider, deps));
  return 'done';
}
