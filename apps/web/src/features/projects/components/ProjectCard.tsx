import { formatDate } from '@app/domain/format/date';
import { type ProjectCard as Card, PROJECT_ROLE_LABELS } from '@app/domain/projects/overview';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { ChecklistProgress } from './ChecklistProgress.tsx';
import { SharedBadge } from './SharedBadge.tsx';

/** One project in a list: where it is, what is in it, how far its checklist is, when it last moved. */
export function ProjectCard({
  project,
  to,
  showOwner,
  unread = 0,
}: {
  project: Card;
  to: string;
  showOwner?: boolean;
  /** Chat messages the caller has not read. */
  unread?: number;
}) {
  return (
    <li className="relative flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex flex-col-reverse items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
        <div className="min-w-0">
          <h2 className="line-clamp-2 text-lg font-semibold text-slate-900">
            {/* The whole card opens the project; the title is the link that names it. */}
            <Link to={to} className={`rounded after:absolute after:inset-0 ${focusRing}`}>
              {project.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            {/* The pro's list is all in their own showroom: the client is what tells projects apart. */}
            {showOwner
              ? `Client: ${project.owner_name}`
              : (project.showroom?.company_name ?? 'No showroom yet')}
          </p>
        </div>
        {project.role !== 'designer' ? (
          <SharedBadge sharedAt={project.shared_with_pro_at} />
        ) : (
          <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
            {PROJECT_ROLE_LABELS[project.role]}
          </span>
        )}
      </div>
      {unread > 0 && (
        <p className="-mt-1 inline-flex w-fit items-center gap-1.5 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
            <path d="M3 5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H9l-4 3v-3a2 2 0 0 1-2-2V5Z" />
          </svg>
          {unread === 1 ? '1 unread message' : `${unread} unread messages`}
        </p>
      )}
      <ChecklistProgress counts={project.checklist} compact />
      <dl className="mt-auto grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Rooms</dt>
          <dd className="font-medium text-slate-900">{project.rooms}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Last activity</dt>
          <dd className="font-medium text-slate-900">{formatDate(project.last_activity_at)}</dd>
        </div>
      </dl>
    </li>
  );
}
