import {
  SPACE_PHOTO_LIMITS,
  SPACE_PHOTO_MESSAGES,
  type SpacePhoto,
  type SpacePhotoList,
} from '@app/domain/projects/space-photos';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStore } from '../../lib/object-store/object-store.ts';
import { deleteObjects } from '../../lib/object-store/stored-objects.ts';
import { fileUrl } from '../project-chat/message-view.ts';
import {
  type ProjectAccess,
  projectAccessOf,
  recordActivity,
} from '../projects/project-access.repository.ts';
import { deletePhoto, findPhoto, type PhotoRow, photosOf } from './photos.repository.ts';

/** The caller's place in the project; 404 to anyone without one, as if it did not exist. */
export async function photoAccess(db: Database, userId: number, projectId: number): Promise<ProjectAccess> {
  const access = await projectAccessOf(db, projectId, userId);
  if (!access) throw new AppError('not_found');
  return access;
}

/** Who may remove a photo: whoever added it, and the project's owner. */
const mayRemove = (access: ProjectAccess, userId: number, uploaderId: number | null) =>
  access.role === 'owner' || uploaderId === userId;

/**
 * A photo as the page shows it. Its bytes and thumbnail are served where the project's other files are
 * (GET /api/projectChat/{projectId}/files/{fileId}[?size=preview], to the project's people only).
 */
export function photoView(row: PhotoRow, access: ProjectAccess, userId: number): SpacePhoto {
  const url = fileUrl(row.projectId, row.id);
  return {
    id: row.id,
    name: row.name,
    caption: row.caption,
    room: row.room,
    width: row.width ?? 0,
    height: row.height ?? 0,
    size: row.size,
    url,
    preview_url: `${url}?size=preview`,
    added_by: row.uploaderId === null ? null : { id: row.uploaderId, name: row.uploaderName ?? '' },
    can_delete: mayRemove(access, userId, row.uploaderId),
    created_at: row.createdAt.toISOString(),
  };
}

export async function photoList(
  db: Database,
  access: ProjectAccess,
  userId: number,
): Promise<SpacePhotoList> {
  const rows = await photosOf(db, access.projectId);
  return { photos: rows.map((r) => photoView(r, access, userId)), limit: SPACE_PHOTO_LIMITS.perProject };
}

/** GET /api/project/{projectId}/photos: the project's photos of the space, for its people. */
export async function listPhotos(db: Database, userId: number, projectId: number) {
  return photoList(db, await photoAccess(db, userId, projectId), userId);
}

/**
 * DELETE /api/project/{projectId}/photos/{photoId}: by whoever added it or the owner (403 for the project's
 * other people, 404 for anyone else and for a photo not of this project). Goes on the timeline.
 */
export async function removePhoto(
  db: Database,
  objects: ObjectStore,
  userId: number,
  projectId: number,
  photoId: number,
) {
  const access = await photoAccess(db, userId, projectId);
  const photo = await findPhoto(db, projectId, photoId);
  if (!photo) throw new AppError('not_found');
  if (!mayRemove(access, userId, photo.uploaderId))
    throw new AppError('forbidden', SPACE_PHOTO_MESSAGES.notYours);
  const keys = await db.transaction(async (tx) => {
    const deleted = await deletePhoto(tx, projectId, photoId);
    if (!deleted) throw new AppError('not_found');
    await recordActivity(tx, projectId, userId, 'space_photo_removed', { name: photo.name });
    return deleted;
  });
  // Once the row is gone for good: a rolled-back delete still has its picture.
  await deleteObjects(objects, keys);
  return photoList(db, access, userId);
}
