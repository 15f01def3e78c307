import { auditChanges, humanise, SETTING_LABELS } from '@app/domain/audit/changes';
import type { AuditEntry } from '@app/domain/audit/contract';
import { formatDateTime } from '@app/domain/format/date';
import { Button } from '../../../../components/ui/Button.tsx';

/** 'Order item #7', or a setting by its name ('Platform fee'). */
const subjectOf = (e: AuditEntry) =>
  e.entity === 'setting'
    ? `Setting: ${SETTING_LABELS[e.entity_id] ?? e.entity_id}`
    : `${humanise(e.entity)} #${e.entity_id}`;

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = auditChanges(entry);
  if (lines.length === 0) return <p className="text-sm text-slate-500">No value changed.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {lines.map((l) => (
        <li key={l.label} className="break-words">
          <span className="font-medium text-slate-900">{l.label}:</span>{' '}
          <span className="text-slate-600">{l.before}</span> <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> <span className="text-slate-900">{l.after}</span>
        </li>
      ))}
    </ul>
  );
}

function Actor({ entry, onActor }: { entry: AuditEntry; onActor: (id: number) => void }) {
  const { actor } = entry;
  if (actor.id === null) return <span className="text-slate-700">{actor.type}</span>;
  const name = actor.full_name ?? `Account #${actor.id}`;
  return (
    <span>
      <Button
        variant="link"
        onClick={() => onActor(actor.id as number)}
        aria-label={`Show only changes by ${name}`}
        className="text-left"
      >
        {name}
      </Button>
      <span className="block text-xs text-slate-500">{actor.type}</span>
    </span>
  );
}

/** The log, newest first: when, who, what (entity and action), and each value's before → after. */
export function AuditEntries({ entries, onActor }: { entries: AuditEntry[]; onActor: (id: number) => void }) {
  return (
    <ol
      aria-label="Changes"
      className="@container divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {entries.map((e) => (
        <li
          key={e.id}
          className="grid gap-x-4 gap-y-1 px-4 py-3 @xl:grid-cols-[11.5rem_minmax(0,1fr)] @3xl:grid-cols-[11.5rem_11rem_minmax(0,1fr)]"
        >
          <p className="text-sm text-slate-600">
            <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
          </p>
          <div className="text-sm">
            <Actor entry={e} onActor={onActor} />
          </div>
          <div className="min-w-0 space-y-1 @xl:col-span-2 @3xl:col-span-1">
            <p className="break-words text-sm font-semibold text-slate-900">
              {subjectOf(e)} <span className="font-normal text-slate-500">· {e.action}</span>
            </p>
            <Changes entry={e} />
          </div>
        </li>
      ))}
    </ol>
  );
}
