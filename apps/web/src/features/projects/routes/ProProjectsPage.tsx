import { paths } from '../../../config/paths.ts';
import { useProProjects } from '../api/projects.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { ProjectList, usePageParam } from '../components/ProjectList.tsx';

/**
 * /pro/projects (issue 24 point 3): the projects homeowners shared with the pro's showroom, and those the pro
 * designs (point 5) — owner, rooms, checklist progress, last activity — each opening the project's page.
 */
export default function ProProjectsPage() {
  const [page, setPage] = usePageParam();
  const projects = useProProjects(page);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Projects</h1>
        <p className="mt-1 text-sm text-slate-600">
          Projects your clients shared with you or asked you to design, the most recently active first.
        </p>
      </div>
      <ProjectList
        projects={projects}
        page={page}
        onPageChange={setPage}
        linkOf={paths.proProject}
        showOwner
        empty={
          <EmptyState title="No shared projects yet">
            When a homeowner shares a project in your showroom, it appears here with its rooms and checklist,
            and you are told by mail and in your notifications.
          </EmptyState>
        }
      />
    </div>
  );
}
