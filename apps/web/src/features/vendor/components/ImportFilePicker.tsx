import { IMPORT_LIMITS } from '@app/domain/catalog/catalog-import-format';
import { formatCount } from '@app/domain/format/number';
import { Button } from '../../../components/ui/Button.tsx';
import { FileDropZone } from '../../../components/ui/FileDropZone.tsx';
import type { CatalogUpload } from '../hooks/use-catalog-upload.ts';

/** The file's bar while it goes out; once sent, the server reads and checks every row. */
function UploadProgress({ name, sent }: { name: string; sent: number }) {
  const percent = Math.round(sent * 100);
  const checking = sent >= 1;
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-slate-700">
        <span className="min-w-0 truncate">{name}</span>
        <span className="shrink-0 tabular-nums">{checking ? 'Checking every row…' : `${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={checking ? 'Sent; checking every row' : `${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] ${checking ? 'animate-pulse' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

type Props = {
  files: File[];
  onFiles: (files: File[]) => void;
  upload: CatalogUpload;
  onSend: (file: File) => void;
};

/** Step 1: choose or drop the CSV, send it with its progress; a refusal shows under the drop zone. */
export function ImportFilePicker({ files, onFiles, upload, onSend }: Props) {
  const sending = upload.step === 'sending';
  return (
    <section aria-labelledby="import-file" className="space-y-3">
      <h2 id="import-file" className="text-lg font-semibold text-slate-900">
        1. Upload your file
      </h2>
      <FileDropZone
        label="Catalogue file (CSV)"
        accept={['csv']}
        maxBytes={IMPORT_LIMITS.maxBytes}
        files={files}
        onFiles={onFiles}
        hint={`CSV in UTF-8, up to 20 MB and ${formatCount(IMPORT_LIMITS.maxRows)} rows`}
        error={upload.step === 'failed' ? upload.error : undefined}
      />
      {sending && <UploadProgress name={upload.name} sent={upload.sent} />}
      <Button onClick={() => files[0] && onSend(files[0])} disabled={!files[0]} loading={sending}>
        Upload and check
      </Button>
    </section>
  );
}
