import { type AiPicture, PICTURE_MESSAGES } from '@app/domain/ai-design/picture';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type ObjectStore, objectKey } from '../../lib/object-store/object-store.ts';
import { putThenRecord, storedBytes } from '../../lib/object-store/stored-objects.ts';
import { uniqueViolation } from '../accounts/registration.service.ts';
import { holdCoins } from '../ai-coins/coin-holds.service.ts';
import { coinCosts } from '../ai-coins/coin-settings.ts';
import { findGeneration } from '../ai-design/generations.repository.ts';
import type { Maps } from './picture-maps.ts';
import type { PictureProvider } from './picture-provider.ts';
import {
  insertPicture,
  latestPicture,
  type PictureRow,
  pictureByKey,
  pictureImage,
} from './pictures.repository.ts';

/** Where a stored picture is read, with the AIauthToken header (an <img> cannot carry it: the web fetches it). */
export const pictureUrl = (id: number) => `/api/AI/pictures/${id}`;

/** A picture as the API shows it (aiPictureSchema). */
export function pictureView(row: PictureRow): AiPicture {
  return {
    id: row.id,
    generation: row.generationId,
    design: row.designIndex,
    status: row.status,
    coins: row.coins,
    url: row.status === 'succeeded' ? pictureUrl(row.id) : null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}

/** No image model configured: 422 on `picture`, before anything is read or held. */
export function requirePictures(provider: PictureProvider | null): asserts provider is PictureProvider {
  if (!provider) throw AppError.invalid(fieldError('picture', PICTURE_MESSAGES.unavailable));
}

export type DesignRef = { generationId: number; designIndex: number };

/** The object store's folder of AI pictures: the browser's maps while a picture is made, and the picture. */
export const AI_PICTURES_KIND = 'ai-pictures';

/**
 * POST /api/AI/generations/{id}/designs/{index}/picture: the account's finished design (else 404), the maps
 * checked and put in the object store, then one transaction holds the picture's coins and records it with
 * the maps' keys (queued); the image model is called after commit (run-picture.ts). A retry under the same
 * Idempotency-Key answers the same picture and holds nothing more; a second picture of the design while one
 * is open is 409. Whatever is not recorded deletes its maps again.
 */
export async function startPicture(
  db: Database,
  objects: ObjectStore,
  provider: PictureProvider | null,
  aiUserId: number,
  ref: DesignRef,
  key: string,
  readMaps: () => Promise<Maps>,
): Promise<{ row: PictureRow; created: boolean }> {
  requirePictures(provider);
  const again = await pictureByKey(db, aiUserId, key);
  if (again) return { row: again, created: false };
  const generation = await findGeneration(db, aiUserId, ref.generationId);
  const design = generation?.status === 'succeeded' ? generation.designs?.[ref.designIndex] : undefined;
  if (!design) throw new AppError('not_found');
  const maps = await readMaps();
  const coins = (await coinCosts(db)).picture;
  const keys = { depthKey: objectKey(AI_PICTURES_KIND), edgesKey: objectKey(AI_PICTURES_KIND) };
  const png = (key: string, bytes: Buffer) => ({ key, bytes, contentType: 'image/png' });
  try {
    return await putThenRecord(
      objects,
      [png(keys.depthKey, maps.depth), png(keys.edgesKey, maps.edges)],
      () =>
        db.transaction(async (tx) => {
          const holdId = await holdCoins(tx, aiUserId, coins, `Styled picture: ${design.name}`);
          const row = await insertPicture(tx, {
            aiUserId,
            ...ref,
            coins,
            holdId,
            ...keys,
            idempotencyKey: key,
          });
          return { row, created: true };
        }),
    );
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'ai_pictures_one_open') throw new AppError('conflict', PICTURE_MESSAGES.busy);
    const raced = constraint === null ? null : await pictureByKey(db, aiUserId, key);
    if (raced) return { row: raced, created: false };
    throw error;
  }
}

/** GET …/designs/{index}/picture: the newest picture of the account's design, else 404. */
export async function readPicture(db: Database, aiUserId: number, ref: DesignRef): Promise<AiPicture> {
  const row = await latestPicture(db, aiUserId, ref.generationId, ref.designIndex);
  if (!row) throw new AppError('not_found');
  return pictureView(row);
}

/** GET /api/AI/pictures/{id}: the account's stored WebP, else 404 (another account's, or not made). */
export async function pictureFile(db: Database, objects: ObjectStore, aiUserId: number, id: number) {
  const image = await pictureImage(db, aiUserId, id);
  const bytes = image ? await storedBytes(objects, image.key, image.bytes) : null;
  if (!image || !bytes) throw new AppError('not_found');
  return { bytes, sha256: image.sha256 };
}
