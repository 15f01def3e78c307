import type { SpacePhotoList, SpacePhotoUpload } from '@app/domain/projects/space-photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/api-upload.ts';

export const photosKey = (projectId: number) => ['project', projectId, 'photos'] as const;

/** GET /api/project/{id}/photos: the photos of the space, newest first (its people only). */
export const usePhotos = (projectId: number) =>
  useQuery(
    queryOptions({
      queryKey: photosKey(projectId),
      queryFn: async ({ signal }) =>
        (await api.get<SpacePhotoList>(apiPaths.projectPhotos(projectId), { signal, silent: true })).data,
      // Its other people add photos from their browsers.
      staleTime: 0,
    }),
  );

/**
 * POST /api/project/{id}/photos: the chosen files in `photos` with their caption and room, with the share
 * sent. Every refusal is on a field the uploader shows (`photos.N` next to its file).
 */
export const uploadPhotos = async (
  projectId: number,
  files: readonly File[],
  notes: { caption: string; room: string },
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
) => {
  const form = new FormData();
  // The text first: the server reads it with the files.
  form.append('caption', notes.caption);
  form.append('room', notes.room);
  for (const file of files) form.append('photos', file, file.name);
  return uploadForm<SpacePhotoUpload>(apiPaths.projectPhotos(projectId), form, {
    onProgress,
    signal,
    fieldsShown: 'all',
  });
};

/** DELETE /api/project/{id}/photos/{photoId}: the list after. */
export const deletePhoto = async (projectId: number, photoId: number) =>
  api.delete<SpacePhotoList>(apiPaths.projectPhoto(projectId, photoId));
