import {
  DESIGN_PHOTO_FIELD,
  DESIGN_PHOTO_LIMITS,
  DESIGN_PHOTO_MESSAGES,
  type DesignPhoto,
} from '@app/domain/designs/photo';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type ObjectStore, objectKey } from '../../lib/object-store/object-store.ts';
import { deleteObjects, putThenRecord, storedBytes } from '../../lib/object-store/stored-objects.ts';
import { encodeImage, type ImageProblem, pictureRules, sniffImageKind } from '../media/image-upload.ts';
import { findPhoto, type NewPhoto, replacePhoto } from './design-photos.repository.ts';
import { designVersionExists, lockDesign } from './designs.repository.ts';

const L = DESIGN_PHOTO_LIMITS;
const RULES = pictureRules(L);

const MESSAGE_OF: Record<ImageProblem, string> = {
  type: DESIGN_PHOTO_MESSAGES.type,
  unreadable: DESIGN_PHOTO_MESSAGES.type,
  polyglot: DESIGN_PHOTO_MESSAGES.polyglot,
  tooSmall: DESIGN_PHOTO_MESSAGES.tooSmall,
  tooManyPixels: DESIGN_PHOTO_MESSAGES.tooLarge,
};
const refuse = (message: string) => AppError.invalid(fieldError(DESIGN_PHOTO_FIELD, message));

type VersionRef = { id: number; version: number };

/** The object store's folder of design photos and their thumbnails. */
export const DESIGN_PHOTOS_KIND = 'design-photos';

/**
 * PUT /api/designs/{id}/versions/{n}/photo: the owner's version is found before the body is decoded (another
 * account's design reads nothing), the body is a JPEG or PNG by its bytes, re-encoded as WebP with a
 * thumbnail, put in the object store, and named as that version's photo under the design's lock (the same
 * bytes twice: one row). The photo it replaces is deleted from the store once that commits.
 */
export async function savePhoto(
  db: Database,
  objects: ObjectStore,
  userId: number,
  ref: VersionRef,
  body: Buffer | null,
): Promise<DesignPhoto> {
  if (!(await designVersionExists(db, userId, ref))) throw new AppError('not_found');
  if (!body || body.length === 0) throw refuse(DESIGN_PHOTO_MESSAGES.required);
  const kind = await sniffImageKind(body);
  if (kind !== 'jpeg' && kind !== 'png') throw refuse(DESIGN_PHOTO_MESSAGES.type);
  const encoded = await encodeImage(body, RULES);
  if (!encoded.ok) throw refuse(MESSAGE_OF[encoded.problem]);
  const [image, thumb] = encoded.renditions;
  const photo: NewPhoto = {
    designId: ref.id,
    version: ref.version,
    sha256: image!.sha256,
    width: image!.width,
    height: image!.height,
    objectKey: objectKey(DESIGN_PHOTOS_KIND),
    thumbKey: objectKey(DESIGN_PHOTOS_KIND),
  };
  const webp = (key: string, bytes: Buffer) => ({ key, bytes, contentType: 'image/webp' });
  const replaced = await putThenRecord(
    objects,
    [webp(photo.objectKey, image!.bytes), webp(photo.thumbKey, thumb!.bytes)],
    () =>
      db.transaction(async (tx) => {
        // The version may have been pruned by a save in the meantime.
        if (!(await lockDesign(tx, ref.id, userId)) || !(await designVersionExists(tx, userId, ref)))
          throw new AppError('not_found');
        return replacePhoto(tx, photo);
      }),
  );
  await deleteObjects(objects, replaced);
  const { sha256, width, height } = photo;
  return { design: ref.id, version: ref.version, width, height, sha256 };
}

/** GET …/photo: the owner's stored photo of that version (or its thumbnail), else 404. */
export async function readPhoto(
  db: Database,
  objects: ObjectStore,
  userId: number,
  ref: VersionRef & { thumb: boolean },
): Promise<{ bytes: Buffer; etag: string }> {
  const photo = await findPhoto(db, userId, ref);
  const bytes = !photo
    ? null
    : ref.thumb
      ? await storedBytes(objects, photo.thumbKey, photo.thumbBytes)
      : await storedBytes(objects, photo.objectKey, photo.bytes);
  if (!photo || !bytes) throw new AppError('not_found');
  return { bytes, etag: `${photo.sha256}${ref.thumb ? '.thumb' : ''}` };
}
