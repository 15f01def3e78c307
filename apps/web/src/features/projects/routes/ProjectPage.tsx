import type { ProjectOverview } from '@app/domain/projects/overview';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/LoadStates.tsx';
import { TabBar } from '../../../components/ui/TabBar.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { useProjectOverview } from '../api/projects.ts';
import { ActivityTimeline } from '../components/ActivityTimeline.tsx';
import { ChecklistProgress } from '../components/ChecklistProgress.tsx';
import { ChatPanel } from '../components/chat/ChatPanel.tsx';
import { useChatUnread } from '../components/chat/use-chat-unread.ts';
import { ChecklistEditor } from '../components/checklist/ChecklistEditor.tsx';
import { DesignersPanel } from '../components/designers/DesignersPanel.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { EstimatesPanel } from '../components/estimates/EstimatesPanel.tsx';
import { OwnRoomsSection } from '../components/own-room/OwnRoomsSection.tsx';
import { PeopleList } from '../components/PeopleList.tsx';
import { ProjectHeader } from '../components/ProjectHeader.tsx';
import { ProjectOrders } from '../components/ProjectOrders.tsx';
import { PhotosSection } from '../components/photos/PhotosSection.tsx';
import { type ProjectTab, projectTabs, tabOf } from '../components/project-tabs.ts';
import { RoomsSection } from '../components/RoomsSection.tsx';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

function Overview({ project, onTab }: { project: ProjectOverview; onTab: (tab: ProjectTab) => void }) {
  const { user } = useSession();
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="project-rooms" className="space-y-3">
        <h2 id="project-rooms" className="text-lg font-semibold text-slate-900">
          Rooms
        </h2>
        <RoomsSection
          projectId={project.id}
          rooms={project.rooms}
          owner={project.role === 'owner'}
          designer={project.role === 'designer'}
          vsdId={project.showroom?.vsd_id}
        />
      </section>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-1">
        <section aria-labelledby="project-progress" className={card}>
          <div className="mb-3 flex items-baseline justify-between gap-2">
            <h2 id="project-progress" className="font-semibold text-slate-900">
              Checklist
            </h2>
            <button
              type="button"
              className="text-sm font-medium text-brand-700 underline"
              onClick={() => onTab('checklist')}
            >
              Open
            </button>
          </div>
          <ChecklistProgress counts={project.checklist} />
        </section>
        <section aria-labelledby="project-people" className={card}>
          <h2 id="project-people" className="mb-3 font-semibold text-slate-900">
            People
          </h2>
          <PeopleList people={project.people} me={user?.id} />
        </section>
        <ProjectOrders orders={project.orders} className={card} />
        <section aria-labelledby="project-recent" className={`${card} md:col-span-2 lg:col-span-1`}>
          <div className="mb-3 flex items-baseline justify-between gap-2">
            <h2 id="project-recent" className="font-semibold text-slate-900">
              Recent activity
            </h2>
            <button
              type="button"
              className="text-sm font-medium text-brand-700 underline"
              onClick={() => onTab('activity')}
            >
              See all
            </button>
          </div>
          <ActivityTimeline projectId={project.id} first={project.activity} limit={4} />
        </section>
      </div>
    </div>
  );
}

/**
 * /projects/{id} and, for the pro it was shared with, /pro/projects/{id} (issue 24): the project's header
 * and sharing, then its tabs — the overview (rooms, checklist progress, people, recent activity), the shared
 * checklist and the whole timeline. Anyone who is not one of its people finds nothing here (404).
 */
export default function ProjectPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const inPortal = useLocation().pathname.startsWith(paths.proProjects);
  // The portal's list holds the projects shared with the pro and those a designer works on: "Projects" too.
  const back = { to: inPortal ? paths.proProjects : paths.projects, label: 'All projects' };
  const overview = useProjectOverview(valid ? id : 0);
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const chatUnread = useChatUnread(valid ? id : 0, tab === 'chat');
  const onTab = (next: ProjectTab) =>
    setSearch(next === 'overview' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  const shell = inPortal ? 'space-y-6' : 'mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 md:py-10';

  let body: React.ReactNode;
  if (!valid || (overview.isError && isApiError(overview.error) && overview.error.status === 404)) {
    body = (
      <EmptyState title="This project is not here">
        It may have been deleted, or it was not shared with you.{' '}
        <Link to={back.to} className="font-medium text-brand-700 underline">
          {back.label}
        </Link>
      </EmptyState>
    );
  } else if (overview.isPending) {
    body = <Loading label="Loading the project" tall />;
  } else if (overview.isError) {
    body = <LoadFailed what="The project" onRetry={() => void overview.refetch()} />;
  } else {
    const project = overview.data;
    body = (
      <>
        <ProjectHeader project={project} />
        <TabBar label="Project" tabs={projectTabs(project, chatUnread)} selected={tab} onSelect={onTab}>
          {tab === 'overview' && <Overview project={project} onTab={onTab} />}
          {tab === 'estimates' && <EstimatesPanel project={project} />}
          {tab === 'chat' && <ChatPanel project={project} />}
          {tab === 'checklist' && (
            <ChecklistEditor
              projectId={project.id}
              vsdId={project.showroom?.vsd_id}
              rooms={project.rooms}
              owner={project.role === 'owner'}
              people={project.people}
            />
          )}
          {tab === 'designers' && project.role !== 'designer' && (
            <DesignersPanel project={{ ...project, role: project.role }} />
          )}
          {tab === 'photos' && <PhotosSection projectId={project.id} />}
          {tab === 'measured' && <OwnRoomsSection project={project} />}
          {tab === 'activity' && (
            <section aria-label="Activity" className={`${card} max-w-3xl`}>
              <ActivityTimeline projectId={project.id} first={project.activity} />
            </section>
          )}
        </TabBar>
      </>
    );
  }
  return (
    <div className={shell}>
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      {body}
    </div>
  );
}
