import {
  DESIGN_PHOTO_FIELD,
  DESIGN_PHOTO_LIMITS,
  DESIGN_PHOTO_MESSAGES,
  type DesignPhoto,
} from '@app/domain/designs/photo';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { encodeImage, type ImageProblem, pictureRules, sniffImageKind } from '../media/image-upload.ts';
import { findPhoto, type StoredPhoto, upsertPhoto } from './design-photos.repository.ts';
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

/**
 * PUT /api/designs/{id}/versions/{n}/photo: the owner's version is found before the body is decoded (another
 * account's design reads nothing), the body is a JPEG or PNG by its bytes, re-encoded as WebP with a
 * thumbnail and stored as that version's photo under the design's lock (the same bytes twice: one row).
 */
export async function savePhoto(
  db: Database,
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
  const photo: StoredPhoto = {
    designId: ref.id,
    version: ref.version,
    sha256: image!.sha256,
    width: image!.width,
    height: image!.height,
    bytes: image!.bytes,
    thumbBytes: thumb!.bytes,
  };
  await db.transaction(async (tx) => {
    // The version may have been pruned by a save in the meantime.
    if (!(await lockDesign(tx, ref.id, userId)) || !(await designVersionExists(tx, userId, ref)))
      throw new AppError('not_found');
    await upsertPhoto(tx, photo);
  });
  const { sha256, width, height } = photo;
  return { design: ref.id, version: ref.version, width, height, sha256 };
}

/** GET …/photo: the owner's stored photo of that version (or its thumbnail), else 404. */
export async function readPhoto(db: Database, userId: number, ref: VersionRef): Promise<StoredPhoto> {
  const photo = await findPhoto(db, userId, ref);
  if (!photo) throw new AppError('not_found');
  return photo;
}
