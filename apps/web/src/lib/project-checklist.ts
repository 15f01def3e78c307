import { type ChecklistEdit, type ChecklistItemBody, writeOf } from '@app/domain/projects/checklist-edit';
import type { ProjectChecklist } from '@app/domain/projects/checklist-view';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../config/paths.ts';
import { api, isApiError, type RequestOptions } from './api-client.ts';
import type { ServerRenderMeta } from './page-state.ts';

/**
 * A project's shared checklist (issue 24, spec point 7's /api/projectChecklist), for the project page's
 * editor and the visualizer's "Add to project checklist": every write names the version it was made on, and a
 * 409 answers the current copy.
 */

export const checklistKey = (projectId: number) => ['project-checklist', projectId] as const;

/** GET /api/projectChecklist/{projectId}: null before anyone started it. A failed read raises no toast (spec point 8). */
export const projectChecklistQuery = (projectId: number) =>
  queryOptions({
    queryKey: checklistKey(projectId),
    queryFn: async ({ signal }) =>
      (
        await api.get<ProjectChecklist | null>(apiPaths.projectChecklist(projectId), {
          signal,
          silent: true,
        })
      ).data,
    // Someone else may have changed it: asked again whenever the page comes back into view.
    staleTime: 0,
    refetchOnWindowFocus: true,
    meta: { ssr: false } satisfies ServerRenderMeta,
  });

/** A write's outcome: saved (with the server's message), someone saved first (their copy), or the item is gone. */
export type ChecklistSaved =
  | { saved: ProjectChecklist; message: string | undefined }
  | { conflict: ProjectChecklist }
  | { gone: true };

/** The current copy a 409 carries. */
function conflictOf(error: unknown): ProjectChecklist | null {
  if (!isApiError(error) || error.status !== 409) return null;
  return (error.body as { current?: ProjectChecklist } | null)?.current ?? null;
}

async function send(
  projectId: number,
  base: ProjectChecklist | null,
  write: { append_items: boolean; items: ChecklistItemBody[] },
  opts: RequestOptions,
): Promise<ChecklistSaved> {
  try {
    const answer = base
      ? await api.put<ProjectChecklist>(
          apiPaths.projectChecklist(base.id),
          { version: base.version, ...write },
          opts,
        )
      : await api.post<ProjectChecklist>(
          apiPaths.projectChecklists,
          { project_id: projectId, items: write.items },
          opts,
        );
    return { saved: answer.data, message: answer.message };
  } catch (error) {
    const current = conflictOf(error);
    if (current) return { conflict: current };
    throw error;
  }
}

/**
 * One member's edit made on `base` (the copy they saw; null when there is no checklist yet). Someone else's
 * save in between is a conflict with their copy: the edit is not made on it without the member seeing it.
 */
export function saveChecklistEdit(
  projectId: number,
  base: ProjectChecklist | null,
  edit: ChecklistEdit,
  opts: RequestOptions = {},
): Promise<ChecklistSaved> {
  const write = writeOf(base?.items ?? [], edit);
  if ('gone' in write) return Promise.resolve({ gone: true });
  return send(projectId, base, write, opts);
}

/**
 * Items appended to the checklist (a room's takeoff), made from the current copy by `itemsFor`. An append
 * changes nobody's items, so a 409 simply tries again on the copy it carries (a few times at most).
 */
export async function appendToChecklist(
  projectId: number,
  itemsFor: (current: ProjectChecklist | null) => ChecklistItemBody[],
): Promise<{ checklist: ProjectChecklist | null; added: number; message?: string }> {
  let base = (await api.get<ProjectChecklist | null>(apiPaths.projectChecklist(projectId))).data;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const items = itemsFor(base);
    if (items.length === 0) return { checklist: base, added: 0 };
    const result = await send(projectId, base, { append_items: true, items }, {});
    if ('saved' in result) return { checklist: result.saved, added: items.length, message: result.message };
    if ('conflict' in result) base = result.conflict;
  }
  throw new Error('The checklist kept changing. Please try again.');
}
