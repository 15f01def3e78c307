import type { SpacePhoto } from '@app/domain/projects/space-photos';
import { type ReactNode, useId } from 'react';
import { FieldMessages } from '../../../../components/ui/FieldMessages.tsx';
import { photoLabel } from '../photos/PhotoGrid.tsx';
import { PhotoPicture } from '../photos/PhotoPicture.tsx';

const tile =
  'block cursor-pointer overflow-hidden rounded-md border-2 border-transparent bg-white ring-offset-2 ' +
  'peer-checked:border-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600';

/**
 * An item's optional photo: none, or one of the project's photos of the space, as a group of radio buttons
 * drawn as thumbnails (arrow keys move between them). Photos are added in the project's Photos tab.
 */
export function PhotoChoice({
  photos,
  value,
  error,
  onChange,
}: {
  /** The project's photos; undefined while they load. */
  photos: SpacePhoto[] | undefined;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  const option = (id: string, label: string, picture: ReactNode) => (
    <li key={id}>
      <label className="relative block">
        <input
          type="radio"
          name={name}
          value={id}
          checked={value === id}
          onChange={() => onChange(id)}
          // Over the whole tile, unseen: a click anywhere on it is on the radio, and focus scrolls to it.
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
        />
        <span className={tile} aria-hidden="true">
          {picture}
        </span>
        <span className="mt-1 block truncate text-xs text-slate-700">{label}</span>
      </label>
    </li>
  );
  return (
    <fieldset
      className="rounded-md border border-slate-200 p-3 sm:col-span-2"
      aria-describedby={error ? `${name}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="px-1 text-sm font-medium text-slate-800">Photo (optional)</legend>
      {photos === undefined ? (
        <p className="text-xs text-slate-600">Loading the project’s photos…</p>
      ) : photos.length === 0 ? (
        <p className="text-xs text-slate-600">
          No photos of the space yet. Add them in the project’s Photos tab, then pick one here.
        </p>
      ) : (
        <ul className="grid max-h-56 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-5">
          {option(
            '',
            'No photo',
            <span className="flex aspect-[4/3] items-center justify-center bg-slate-50 text-xs text-slate-500">
              None
            </span>,
          )}
          {photos.map((photo) =>
            option(
              String(photo.id),
              photoLabel(photo),
              <PhotoPicture
                path={photo.preview_url}
                alt=""
                width={400}
                height={300}
                className="aspect-[4/3] w-full object-cover"
              />,
            ),
          )}
        </ul>
      )}
      <FieldMessages id={name} error={error} />
    </fieldset>
  );
}
