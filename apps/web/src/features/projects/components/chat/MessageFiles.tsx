import type { ChatFile } from '@app/domain/projects/chat-view';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { formatBytes } from '../../../../components/ui/file-checks.ts';
import { focusRing } from '../../../../components/ui/focus-ring.ts';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { Spinner } from '../../../../components/ui/Spinner.tsx';
import { savePrivateFile, usePrivateFileUrl } from '../../../../lib/private-file.ts';

/** The page's own copy of a project file (the bearer token goes with the request, lib/private-file.ts). */
function PrivateImage({ url, alt, className }: { url: string; alt: string; className: string }) {
  const file = usePrivateFileUrl(url);
  if (file.status === 'ready') return <img src={file.src} alt={alt} className={className} />;
  return (
    <span className={`flex items-center justify-center bg-slate-100 text-slate-500 ${className}`}>
      {file.status === 'loading' ? <Spinner size="sm" label={`Loading ${alt}`} /> : <span>{alt}</span>}
    </span>
  );
}

/** A picture shown at full size in a dialog, with its name, size and a download. */
function PictureViewer({ file, onClose }: { file: ChatFile; onClose: () => void }) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await savePrivateFile(file.url, file.name);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={file.name}
      size="lg"
      footer={
        <Button variant="outline" size="sm" loading={saving} onClick={() => void save()}>
          Download ({formatBytes(file.size)})
        </Button>
      }
    >
      <PrivateImage url={file.url} alt={file.name} className="mx-auto max-h-[70vh] w-auto rounded" />
    </Modal>
  );
}

function PdfIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-red-600" fill="currentColor">
      <path d="M5 2a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7.4a2 2 0 0 0-.6-1.4l-3.4-3.4A2 2 0 0 0 11.6 2H5Zm6 1.5V7h3.5L11 3.5ZM6 11h8v1.5H6V11Zm0 3h5v1.5H6V14Z" />
    </svg>
  );
}

/** A file as a chip: its name and size; a PDF's downloads it. */
export function FileChip({ name, size, onOpen }: { name: string; size: number; onOpen?: () => void }) {
  const body = (
    <>
      <PdfIcon />
      <span className="min-w-0 truncate font-medium text-slate-900">{name}</span>
      <span className="shrink-0 text-xs text-slate-500">{formatBytes(size)}</span>
    </>
  );
  const chip =
    'flex max-w-full items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm';
  if (!onOpen) return <span className={chip}>{body}</span>;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Download ${name} (${formatBytes(size)})`}
      className={`${chip} hover:border-brand-300 hover:bg-brand-50 ${focusRing}`}
    >
      {body}
    </button>
  );
}

/** A lone picture's frame: its own proportions, within 2:3 upright and 2:1 wide. */
const shapeOf = (f: ChatFile) => {
  if (!f.width || !f.height) return '4 / 3';
  return String(Math.min(2, Math.max(2 / 3, f.width / f.height)));
};

/**
 * A message's files: pictures as previews in a grid (each opens full size), PDFs as download chips. A
 * preview keeps its picture's proportions while it loads, so the conversation does not jump.
 */
export function MessageFiles({ files, mine }: { files: readonly ChatFile[]; mine: boolean }) {
  const [open, setOpen] = useState<ChatFile | null>(null);
  const pictures = files.filter((f) => f.preview_url);
  const documents = files.filter((f) => !f.preview_url);
  if (files.length === 0) return null;
  return (
    <div className={`mt-1.5 flex flex-col gap-1.5 ${mine ? 'items-end' : 'items-start'}`}>
      {pictures.length > 0 && (
        <ul
          aria-label="Pictures"
          className={`flex max-w-[25.5rem] flex-wrap gap-1.5 ${mine ? 'justify-end' : ''}`}
        >
          {pictures.map((f) => (
            <li key={f.id}>
              <button
                type="button"
                onClick={() => setOpen(f)}
                aria-label={`Open ${f.name} full size`}
                className={`block overflow-hidden rounded-lg border border-slate-200 bg-slate-100 ${focusRing} ${
                  pictures.length > 1 ? 'size-28 sm:size-32' : 'w-60 max-w-full'
                }`}
                style={pictures.length > 1 ? undefined : { aspectRatio: shapeOf(f) }}
              >
                <PrivateImage url={f.preview_url!} alt={f.name} className="size-full object-cover text-xs" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {documents.map((f) => (
        <FileChip key={f.id} name={f.name} size={f.size} onOpen={() => void savePrivateFile(f.url, f.name)} />
      ))}
      {open && <PictureViewer file={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
