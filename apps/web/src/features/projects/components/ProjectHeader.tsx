import { formatDate } from '@app/domain/format/date';
import { PROJECT_ROLE_LABELS, type ProjectOverview } from '@app/domain/projects/overview';
import { SHARE_MESSAGES } from '@app/domain/projects/share';
import { SetShowroom } from './SetShowroom.tsx';
import { ShareButton } from './ShareButton.tsx';
import { SharedBadge } from './SharedBadge.tsx';

/** The project's name, showroom and dates, the caller's place in it, and sharing with the contractor. */
export function ProjectHeader({ project }: { project: ProjectOverview }) {
  const owner = project.role === 'owner';
  const pro = project.people.find((p) => p.role === 'pro');
  return (
    <header className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:flex-row md:items-start md:justify-between md:p-6">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{project.name}</h1>
          {owner ? (
            <SharedBadge sharedAt={project.shared_with_pro_at} />
          ) : (
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
              You are the {PROJECT_ROLE_LABELS[project.role].toLowerCase()}
            </span>
          )}
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>Showroom:</dt>
            <dd className="font-medium text-slate-900">
              {project.showroom
                ? `${project.showroom.company_name} (${project.showroom.vsd_id})`
                : 'none yet'}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Started:</dt>
            <dd className="font-medium text-slate-900">{formatDate(project.created_at)}</dd>
          </div>
          {pro && (
            <div className="flex gap-1">
              <dt>Contractor:</dt>
              <dd className="font-medium text-slate-900">{pro.name}</dd>
            </div>
          )}
        </dl>
      </div>
      {owner && !project.shared_with_pro_at && (
        <div className="shrink-0 md:text-right">
          {project.showroom ? (
            <ShareButton projectId={project.id} />
          ) : (
            <>
              <SetShowroom projectId={project.id} />
              <p className="mt-2 max-w-xs text-xs text-slate-500">{SHARE_MESSAGES.noShowroom}</p>
            </>
          )}
          {project.showroom && (
            <p className="mt-2 max-w-xs text-xs text-slate-500">
              {project.showroom.company_name} will see its rooms and checklist and work on them with you.
            </p>
          )}
        </div>
      )}
    </header>
  );
}
