import { formatDate } from '@app/domain/format/date';
import type { SpacePhoto } from '@app/domain/projects/space-photos';
import { focusRing } from '../../../../components/ui/focus-ring.ts';
import { PhotoPicture } from './PhotoPicture.tsx';

/** What a photo shows, in words: its caption, else its room, else its file's name. */
export const photoLabel = (p: SpacePhoto) => p.caption || p.room || p.name;

/** The photos as thumbnails, newest first; each opens full size. */
export function PhotoGrid({ photos, onOpen }: { photos: SpacePhoto[]; onOpen: (photo: SpacePhoto) => void }) {
  return (
    <ul aria-label="Photos of the space" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {photos.map((photo) => (
        <li key={photo.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <button
            type="button"
            className={`block w-full ${focusRing}`}
            aria-label={`Open photo: ${photoLabel(photo)}`}
            onClick={() => onOpen(photo)}
          >
            <PhotoPicture
              path={photo.preview_url}
              alt=""
              width={400}
              height={300}
              className="aspect-[4/3] w-full object-cover"
            />
          </button>
          <div className="space-y-0.5 p-2.5 text-xs">
            {photo.caption && <p className="line-clamp-2 text-sm text-slate-900">{photo.caption}</p>}
            <p className="text-slate-600">
              {[photo.room, photo.added_by?.name].filter(Boolean).join(' · ') || 'Photo'}
            </p>
            <p className="text-slate-500">{formatDate(photo.created_at)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
