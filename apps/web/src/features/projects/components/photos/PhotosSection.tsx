import type { SpacePhoto } from '@app/domain/projects/space-photos';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed, Loading } from '../../../../components/ui/LoadStates.tsx';
import { notify } from '../../../../lib/toast.ts';
import { deletePhoto, photosKey, usePhotos } from '../../api/space-photos.ts';
import { EmptyState } from '../EmptyState.tsx';
import { PhotoGrid } from './PhotoGrid.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';

/**
 * The project's photos of the space (issue 24 point 6): any of its people adds them; the grid of thumbnails
 * opens each full size, and whoever added one (or the owner) deletes it.
 */
export function PhotosSection({ projectId }: { projectId: number }) {
  const client = useQueryClient();
  const photos = usePhotos(projectId);
  const [open, setOpen] = useState<SpacePhoto | null>(null);

  const remove = async (photo: SpacePhoto) => {
    try {
      const answer = await deletePhoto(projectId, photo.id);
      client.setQueryData(photosKey(projectId), answer.data);
      notify.success(answer.message ?? 'The photo is removed.');
      setOpen(null);
    } catch {
      // The api client has said what went wrong.
    }
  };

  if (photos.isPending) return <Loading label="Loading the photos" />;
  if (photos.isError) return <LoadFailed what="The photos" onRetry={() => void photos.refetch()} />;
  const { photos: list, limit } = photos.data;
  return (
    <div className="space-y-6">
      <PhotoUploader projectId={projectId} full={list.length >= limit} />
      <section aria-labelledby="space-photos-title" className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="space-photos-title" className="text-lg font-semibold text-slate-900">
            Photos of the space
          </h2>
          <p className="text-sm text-slate-500">
            {list.length} of {limit}
          </p>
        </div>
        {list.length === 0 ? (
          <EmptyState title="No photos yet">
            Photos of the room as it is — walls, corners, the floor, anything that stays — show everyone on
            the project what they are working with.
          </EmptyState>
        ) : (
          <PhotoGrid photos={list} onOpen={setOpen} />
        )}
      </section>
      <PhotoViewer photo={open} onClose={() => setOpen(null)} onDelete={remove} />
    </div>
  );
}
