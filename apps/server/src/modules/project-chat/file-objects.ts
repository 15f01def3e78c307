import { objectKey } from '../../lib/object-store/object-store.ts';
import type { NewObject } from '../../lib/object-store/stored-objects.ts';

/** The object store's folder of project files: chat attachments and photos of the space, with previews. */
export const PROJECT_FILES_KIND = 'project-files';

type FileBytes = { contentType: string; bytes: Buffer; thumbBytes: Buffer | null };
/** A file as its row keeps it: its object's key (and its preview's) in place of the bytes. */
export type KeyedFile<F extends FileBytes> = Omit<F, 'bytes' | 'thumbBytes'> & {
  objectKey: string;
  thumbKey: string | null;
};

/** New keys for files about to be kept: the objects to put, and each file as its row will name them. */
export function projectFileObjects<F extends FileBytes>(
  files: readonly F[],
): { objects: NewObject[]; rows: KeyedFile<F>[] } {
  const objects: NewObject[] = [];
  const rows = files.map(({ bytes, thumbBytes, ...file }) => {
    const key = objectKey(PROJECT_FILES_KIND);
    objects.push({ key, bytes, contentType: file.contentType });
    const thumbKey = thumbBytes ? objectKey(PROJECT_FILES_KIND) : null;
    // A preview is always a WebP (media/image-upload.ts renditions).
    if (thumbKey && thumbBytes) objects.push({ key: thumbKey, bytes: thumbBytes, contentType: 'image/webp' });
    return { ...file, objectKey: key, thumbKey };
  });
  return { objects, rows };
}
