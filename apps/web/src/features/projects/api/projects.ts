import type { CreatedProject } from '@app/domain/cart/contract';
import type { ActivityPage, ProjectCardsPage, ProjectOverview } from '@app/domain/projects/overview';
import type { SharedProject } from '@app/domain/projects/share';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/project?page=: the caller's projects, the most recently active first. */
export const useProjects = (page: number, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: ['projects', page],
      queryFn: async ({ signal }) =>
        (await api.get<ProjectCardsPage>(apiPaths.projectsList, { query: { page }, signal })).data,
      placeholderData: keepPreviousData,
      // A project made, shared or changed elsewhere shows the next time the list is opened.
      staleTime: 0,
      enabled,
    }),
  );

/** GET /api/pro/projects?page=: the projects homeowners shared with the pro. */
export const useProProjects = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: ['pro', 'projects', page],
      queryFn: async ({ signal }) =>
        (await api.get<ProjectCardsPage>(apiPaths.proProjects, { query: { page }, signal })).data,
      placeholderData: keepPreviousData,
      // A project made, shared or changed elsewhere shows the next time the list is opened.
      staleTime: 0,
    }),
  );

export const overviewKey = (id: number) => ['project', id] as const;

/** GET /api/project/{id}: the project as its people see it (404 to anyone else, shown as not found). */
export const useProjectOverview = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: overviewKey(id),
      queryFn: async ({ signal }) =>
        (await api.get<ProjectOverview>(apiPaths.project(id), { signal, silent: true })).data,
      // Its people change it from other browsers (and the visualizer adds to its checklist): asked again on
      // every visit and when the window comes back into view.
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
  );

/** GET /api/project/{id}/activity?before=: the timeline's entries older than `before`, newest first. */
export const olderActivity = async (id: number, before: number) =>
  (await api.get<ActivityPage>(apiPaths.projectActivity(id), { query: { before } })).data;

export type NewProject = {
  name: string;
  showroom?: number;
  vsd_id?: string;
  design?: number;
};

/** POST /api/projectCart: a named project, empty or from a saved design; never the cart (`is_cart: false`). */
export const createProject = async (body: NewProject) => {
  const answer = await api.post<CreatedProject>(
    apiPaths.projectCart,
    { ...body, is_cart: false },
    { fieldsShown: ['name', 'vsd_id', 'showroom', 'design'] },
  );
  return { id: answer.data.project_id, message: answer.message };
};

/** GET /api/project/share_to_contractor/{id}: the project shared with its showroom's pro. */
export const shareProject = async (id: number) => {
  const answer = await api.get<SharedProject>(apiPaths.shareToContractor(id), { fieldsShown: ['project'] });
  return { shared: answer.data, message: answer.message };
};

/**
 * POST /api/projectCart/update_project_cart: the project's showroom (the spec's call for a project's own
 * fields), by the ID its pro gave; 422 on `vsd_id` when there is no such open showroom.
 */
export const setProjectShowroom = async (id: number, vsdId: string) =>
  (
    await api.post<unknown>(
      apiPaths.updateProjectCart,
      { project: id, vsd_id: vsdId },
      { fieldsShown: ['vsd_id'] },
    )
  ).message;
