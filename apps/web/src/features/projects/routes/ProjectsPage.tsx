import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { loginWithRedirect, paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useProjects } from '../api/projects.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { NewProjectDialog } from '../components/NewProjectDialog.tsx';
import { ProjectList, usePageParam } from '../components/ProjectList.tsx';

/**
 * /projects (issue 24 point 1; not an auth route in spec point 2, so a visitor is asked to sign in here): the
 * homeowner's projects — each in a showroom, with its rooms, checklist
 * progress and last activity, shared with the contractor or not — and a new one, empty or from a design.
 */
export default function ProjectsPage() {
  const { user } = useSession();
  const [page, setPage] = usePageParam();
  const projects = useProjects(page, !!user);
  const [creating, setCreating] = useState(false);
  const homeowner = user?.type === 'User';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Your projects</h1>
          <p className="mt-1 text-sm text-slate-600">
            Rooms, a shared checklist with dimensions and your contractor, one project at a time.
          </p>
        </div>
        {homeowner && (
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={paths.visualize} variant="outline">
              Design a room
            </ButtonLink>
            <Button onClick={() => setCreating(true)}>New project</Button>
          </div>
        )}
      </div>
      {!user ? (
        <EmptyState
          title="Sign in to see your projects"
          actions={<ButtonLink to={loginWithRedirect(paths.projects)}>Sign in</ButtonLink>}
        >
          Your projects keep the rooms you design, a checklist you share with your contractor, and what
          happened along the way.
        </EmptyState>
      ) : (
        <ProjectList
          projects={projects}
          page={page}
          onPageChange={setPage}
          linkOf={paths.project}
          empty={
            <EmptyState
              title="No projects yet"
              actions={
                homeowner && (
                  <>
                    <Button onClick={() => setCreating(true)}>New project</Button>
                    <ButtonLink to={paths.visualize} variant="outline">
                      Design a room in 3-D
                    </ButtonLink>
                  </>
                )
              }
            >
              {homeowner
                ? 'Start a project for the room you are planning, or from a design you saved. Add its takeoff to the checklist and share it with your contractor when you are ready.'
                : 'Projects homeowners share with you, or invite you into, appear here.'}
            </EmptyState>
          }
        />
      )}
      {creating && <NewProjectDialog open onOpenChange={setCreating} />}
    </div>
  );
}
