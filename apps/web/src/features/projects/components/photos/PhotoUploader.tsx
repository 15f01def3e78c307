import {
  SPACE_PHOTO_LIMITS,
  SPACE_PHOTO_MESSAGES,
  SPACE_PHOTO_TYPES,
  SPACE_PHOTOS_FIELD,
  spacePhotoField,
  spacePhotoFileProblem,
} from '@app/domain/projects/space-photos';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { FileDropZone } from '../../../../components/ui/FileDropZone.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/toast.ts';
import { photosKey, uploadPhotos } from '../../api/space-photos.ts';

const L = SPACE_PHOTO_LIMITS;
const HINT = `JPG, PNG, WebP, GIF or BMP, at least ${L.minWidth} × ${L.minHeight} pixels, up to ${L.maxBytes / 1024 / 1024} MB each; ${L.perRequest} at a time.`;
const NETWORK = 'The upload did not reach the server. Check your connection and try again.';

/** A file's refusal, shown next to the field with the file's name. */
type Refusal = { name: string; message: string };
type Refused = { files: Refusal[]; caption?: string; room?: string; general?: string };

/** The server's 422 read back onto the form: each `photos.N` onto the file sent N-th. */
function refusalsOf(error: unknown, sent: readonly File[]): Refused {
  if (!isApiError(error) || error.status === 0) return { files: [], general: NETWORK };
  const errors = error.fieldErrors;
  const files = sent.flatMap((file, i) => {
    const message = errors[spacePhotoField(i)]?.[0];
    return message ? [{ name: file.name, message }] : [];
  });
  return {
    files,
    caption: errors.caption?.[0],
    room: errors.room?.[0],
    general:
      errors[SPACE_PHOTOS_FIELD]?.[0] ??
      (files.length === 0 && !errors.caption && !errors.room ? (error.body?.message ?? NETWORK) : undefined),
  };
}

/**
 * Adding photos of the space: choose or drop up to ten, an optional caption and room for them, then Upload
 * with its progress. What the browser can tell (type by name, size) is said before sending; what the server
 * refuses (too small, not a picture, the project full) is said next to the field, file by file, and those
 * files stay chosen; the others join the photos.
 */
export function PhotoUploader({ projectId, full }: { projectId: number; full: boolean }) {
  const id = useId();
  const client = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [caption, setCaption] = useState('');
  const [room, setRoom] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [refused, setRefused] = useState<Refused>({ files: [] });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = (chosen: File[]) => {
    // The domain's first look (by name and size): such a file is never sent.
    const problems = chosen.flatMap((f) => {
      const message = spacePhotoFileProblem(f);
      return message ? [{ name: f.name, message }] : [];
    });
    setFiles(chosen.filter((f) => !spacePhotoFileProblem(f)));
    setRefused({ files: problems });
  };

  const send = async () => {
    if (files.length === 0) {
      setRefused({ files: [], general: SPACE_PHOTO_MESSAGES.required });
      return;
    }
    controller.current = new AbortController();
    setSent(0);
    setRefused({ files: [] });
    try {
      const answer = await uploadPhotos(
        projectId,
        files,
        { caption, room },
        setSent,
        controller.current.signal,
      );
      client.setQueryData(photosKey(projectId), { photos: answer.data.photos, limit: answer.data.limit });
      const failed = answer.data.files.filter((f) => f.error !== null);
      setRefused({ files: failed.map((f) => ({ name: files[f.index]?.name ?? '', message: f.error! })) });
      setFiles(files.filter((_, i) => failed.some((f) => f.index === i)));
      if (failed.length === 0) {
        setCaption('');
        setRoom('');
      }
      notify.success(answer.message ?? 'Photos added.');
    } catch (error) {
      if (!controller.current.signal.aborted) setRefused(refusalsOf(error, files));
    } finally {
      setSent(null);
    }
  };

  const percent = sent === null ? 0 : Math.round(sent * 100);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        Add photos of the space
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Pictures of the room as it is today help your contractor and designer plan. Location data in the files
        is removed before they are kept.
      </p>
      {full ? (
        <p className="text-sm text-slate-700">{SPACE_PHOTO_MESSAGES.full}</p>
      ) : (
        <div className="space-y-4">
          <FileDropZone
            label="Photos"
            accept={[...SPACE_PHOTO_TYPES]}
            multiple
            maxFiles={L.perRequest}
            maxBytes={L.maxBytes}
            files={files}
            onFiles={choose}
            hint={HINT}
            error={refused.general}
          />
          <div role="alert">
            {refused.files.length > 0 && (
              <ul aria-label="Photos refused" className="space-y-1 text-sm text-red-700">
                {refused.files.map((r) => (
                  <li key={`${r.name}:${r.message}`}>
                    <span className="font-medium">{r.name}</span>: {r.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Caption (optional)"
              value={caption}
              maxLength={L.caption}
              onChange={(e) => setCaption(e.target.value)}
              error={refused.caption}
            />
            <TextField
              label="Room (optional)"
              placeholder="e.g. Kitchen"
              value={room}
              maxLength={L.room}
              onChange={(e) => setRoom(e.target.value)}
              error={refused.room}
            />
          </div>
          {sent !== null && (
            <div
              role="progressbar"
              aria-label="Uploading photos"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          )}
          <Button onClick={() => void send()} loading={sent !== null} disabled={files.length === 0}>
            {sent !== null
              ? `Uploading… ${percent}%`
              : `Upload ${files.length > 1 ? `${files.length} photos` : 'photo'}`}
          </Button>
        </div>
      )}
    </section>
  );
}
