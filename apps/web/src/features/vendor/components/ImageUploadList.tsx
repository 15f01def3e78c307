import { focusRing } from '../../../components/ui/focus-ring.ts';
import type { UploadItem } from '../hooks/use-image-uploads.ts';

/** One file's bar: role progressbar with the share sent, so a screen reader can ask how far it got. */
function UploadProgress({ item }: { item: UploadItem }) {
  const percent = Math.round(item.sent * 100);
  return (
    <div
      role="progressbar"
      aria-label={`Uploading ${item.name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={item.state === 'waiting' ? 'Waiting' : `${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

type Props = { items: UploadItem[]; onDismiss: (key: string) => void };

/**
 * The files being uploaded, in the order chosen: a progress bar each while waiting or sending, and the
 * server's (or the browser's) message next to a refused file, with a button to clear it.
 */
export function ImageUploadList({ items, onDismiss }: Props) {
  if (items.length === 0) return null;
  return (
    <ul
      aria-label="Uploads"
      className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
    >
      {items.map((item) => (
        <li key={item.key} className="space-y-2 px-3 py-2 text-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="min-w-0 truncate font-medium text-slate-800">{item.name}</span>
            {item.state === 'failed' ? (
              <button
                type="button"
                className={`shrink-0 rounded px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 ${focusRing}`}
                aria-label={`Dismiss ${item.name}`}
                onClick={() => onDismiss(item.key)}
              >
                Dismiss
              </button>
            ) : (
              <span className="shrink-0 text-xs tabular-nums text-slate-600">
                {item.state === 'waiting' ? 'Waiting…' : `${Math.round(item.sent * 100)}%`}
              </span>
            )}
          </div>
          {item.state === 'failed' ? (
            <p className="text-sm text-red-600">{item.error}</p>
          ) : (
            <UploadProgress item={item} />
          )}
        </li>
      ))}
    </ul>
  );
}
