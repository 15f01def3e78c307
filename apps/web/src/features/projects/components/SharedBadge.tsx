import { formatDate } from '@app/domain/format/date';

/** Whether the homeowner shared the project with their contractor, and when. */
export function SharedBadge({ sharedAt }: { sharedAt: string | null }) {
  return sharedAt ? (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
      Shared {formatDate(sharedAt)}
    </span>
  ) : (
    <span className="inline-flex shrink-0 items-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">
      Not shared
    </span>
  );
}
