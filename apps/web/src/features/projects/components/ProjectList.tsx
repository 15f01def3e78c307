import type { ProjectCardsPage } from '@app/domain/projects/overview';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/LoadStates.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useConversations } from '../api/chat.ts';
import { ProjectCard } from './ProjectCard.tsx';

/** The page number in the address (?page=), 1 when absent or not a number. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (p: number) => setParams(p > 1 ? { page: String(p) } : {});
  return [page, setPage] as const;
}

/** A page of project cards, with its loading, error and empty states and the pages below. */
export function ProjectList({
  projects,
  page,
  onPageChange,
  linkOf,
  empty,
  showOwner,
}: {
  projects: UseQueryResult<ProjectCardsPage>;
  page: number;
  onPageChange: (p: number) => void;
  linkOf: (id: number) => string;
  empty: ReactNode;
  showOwner?: boolean;
}) {
  // Each card's unread messages (GET /api/projectChat); a card shows none until they are known.
  const conversations = useConversations();
  const unread = new Map(conversations.data?.map((c) => [c.project_id, c.unread_count]));
  if (projects.isPending) return <Loading label="Loading projects" tall />;
  if (projects.isError) return <LoadFailed what="The projects" onRetry={() => void projects.refetch()} />;
  const { data, last_page, total } = projects.data;
  if (total === 0) return <>{empty}</>;
  return (
    <div className="space-y-6">
      <ul aria-label="Projects" className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {data.map((p) => (
          <ProjectCard
            key={p.id}
            project={p}
            to={linkOf(p.id)}
            showOwner={showOwner}
            unread={unread.get(p.id) ?? 0}
          />
        ))}
      </ul>
      <Pagination
        page={Math.min(page, last_page)}
        lastPage={last_page}
        label="Projects pages"
        onPageChange={onPageChange}
      />
    </div>
  );
}
