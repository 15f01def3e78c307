import {
  photosAddedMessage,
  SPACE_PHOTO_LIMITS,
  SPACE_PHOTO_MESSAGES,
  type SpacePhotoFields,
  type SpacePhotoProblem,
  type SpacePhotoUpload,
  spacePhotoField,
} from '@app/domain/projects/space-photos';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStore } from '../../lib/object-store/object-store.ts';
import { deleteObjects, putThenRecord } from '../../lib/object-store/stored-objects.ts';
import { encodeImage, type ImageRules, pictureRules } from '../media/image-upload.ts';
import type { UploadedPart } from '../media/upload-files.ts';
import { keptName } from '../project-chat/chat-files.ts';
import { projectFileObjects } from '../project-chat/file-objects.ts';
import { recordActivity } from '../projects/project-access.repository.ts';
import { tellOfPhotos } from './photo-notices.ts';
import { insertPhotos, lockProject, type NewPhoto, photoHashesOf } from './photos.repository.ts';
import { photoAccess, photoList } from './photos.service.ts';

const L = SPACE_PHOTO_LIMITS;
/** The spec's raster types and WebP (a phone's share sheet sends it); an SVG is no photo of a room. */
const RULES: ImageRules = { ...pictureRules(L), kinds: ['jpeg', 'png', 'webp', 'gif', 'bmp'] };

/** What became of one file: a photo to keep, one the project already holds, or why it is refused. */
type Outcome =
  | { index: number; photo: NewPhoto }
  | { index: number; existing: number }
  | { index: number; problem: SpacePhotoProblem };

/**
 * The project's photos as this upload sees them: their hashes (with ids once stored) and the room left.
 * Checked before a file is decoded (a full project decodes nothing), and again under the project's lock.
 */
class Album {
  private readonly hashes: Map<string, number | null>;
  constructor(stored: Map<string, number>) {
    this.hashes = new Map(stored);
  }
  get full() {
    return this.hashes.size >= L.perProject;
  }
  admit(index: number, photo: NewPhoto): Outcome {
    const known = this.hashes.get(photo.sha256);
    // The same picture again (a retried upload, or sent twice in one): kept once.
    if (known != null) return { index, existing: known };
    if (known === undefined) {
      if (this.full) return { index, problem: 'full' };
      this.hashes.set(photo.sha256, null);
    }
    return { index, photo };
  }
}

/** One file checked and re-encoded (EXIF gone, upright), or refused. */
async function prepare(part: UploadedPart, album: Album): Promise<Outcome> {
  if ('problem' in part) return { index: part.index, problem: part.problem };
  if (album.full) return { index: part.index, problem: 'full' };
  const result = await encodeImage(part.bytes, RULES);
  if (!result.ok) return { index: part.index, problem: result.problem };
  const [image, thumb] = result.renditions;
  return album.admit(part.index, {
    name: keptName(part.filename, part.index, 'webp'),
    sha256: image!.sha256,
    size: image!.bytes.length,
    width: image!.width,
    height: image!.height,
    contentType: 'image/webp',
    bytes: image!.bytes,
    thumbBytes: thumb!.bytes,
  });
}

const refusalOf = (outcomes: Outcome[]) =>
  AppError.invalid(
    Object.fromEntries(
      outcomes.flatMap((o) =>
        'problem' in o ? [[spacePhotoField(o.index), [SPACE_PHOTO_MESSAGES[o.problem]]]] : [],
      ),
    ),
  );

type Upload = {
  files: AsyncIterable<UploadedPart>;
  /** The caption and room sent beside the files, read once the files are (a field may come last). */
  fields: () => SpacePhotoFields;
};

/**
 * POST /api/project/{projectId}/photos: the caller's place in the project is checked before a byte of the
 * body is read (404 to anyone else); each file is then checked on its own and re-encoded, and those taken are
 * kept in one transaction under the project's lock (its cap counted there), on the timeline and told to the
 * project's other people. A picture the project already holds answers its photo, so a retry adds nothing.
 * None taken: 422 with each file's message on `photos.N`, nothing written.
 */
export async function uploadPhotos(
  db: Database,
  objects: ObjectStore,
  user: { id: number; fullName: string },
  projectId: number,
  upload: Upload,
): Promise<{ created: boolean; message: string; data: SpacePhotoUpload }> {
  const access = await photoAccess(db, user.id, projectId);
  const seen = new Album(await photoHashesOf(db, projectId));
  const outcomes: Outcome[] = [];
  for await (const part of upload.files) outcomes.push(await prepare(part, seen));
  const fields = upload.fields();
  if (outcomes.every((o) => 'problem' in o)) throw refusalOf(outcomes);

  // The pictures go to the object store first; the rows naming them are written under the project's lock.
  // One pair of objects a picture, however often it was sent in this upload.
  const taken = new Map(outcomes.flatMap((o) => ('photo' in o ? [[o.photo.sha256, o.photo] as const] : [])));
  const stored = projectFileObjects([...taken.values()]);
  const keyed = new Map(stored.rows.map((row) => [row.sha256, row]));
  const record = () =>
    db.transaction(async (tx) => {
      await lockProject(tx, projectId);
      // Another upload may have committed since the files were read: they are admitted again against it.
      const now = new Album(await photoHashesOf(tx, projectId));
      for (const [i, o] of outcomes.entries()) if ('photo' in o) outcomes[i] = now.admit(o.index, o.photo);
      if (outcomes.every((o) => 'problem' in o)) throw refusalOf(outcomes);
      const fresh = outcomes.flatMap((o) => ('photo' in o ? [keyed.get(o.photo.sha256)!] : []));
      const ids = await insertPhotos(tx, { projectId, uploaderId: user.id, ...fields }, fresh);
      if (ids.size > 0) {
        await recordActivity(tx, projectId, user.id, 'space_photos_added', { count: ids.size, ...fields });
        await tellOfPhotos(tx, { projectId, projectName: access.name, by: user, count: ids.size });
      }
      return ids;
    });
  const added = await putThenRecord(objects, stored.objects, record);
  // A picture another upload kept meanwhile (or the project's cap reached there) names no row here.
  const unkept = stored.rows.filter((row) => !added.has(row.sha256));
  await deleteObjects(
    objects,
    unkept.flatMap((row) => [row.objectKey, row.thumbKey]),
  );

  const files = outcomes.map((o) => ({
    index: o.index,
    photo_id: 'existing' in o ? o.existing : 'photo' in o ? (added.get(o.photo.sha256) ?? null) : null,
    error: 'problem' in o ? SPACE_PHOTO_MESSAGES[o.problem] : null,
  }));
  const kept = files.filter((f) => f.photo_id !== null).length;
  return {
    created: added.size > 0,
    message: photosAddedMessage(kept, outcomes.length),
    data: { ...(await photoList(db, access, user.id)), files },
  };
}
