import type { HireDesignerBody } from '@app/domain/projects/designers';
import type {
  DesignerRequest,
  designerListSchema,
  hireDesignerAnswerSchema,
} from '@app/domain/projects/designers-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { overviewKey } from './projects.ts';

type DesignerList = z.infer<typeof designerListSchema>;
type HireAnswer = z.infer<typeof hireDesignerAnswerSchema>;

/** Under the project's key: whatever refreshes the project (a hire, a removal) refreshes this list too. */
export const designersKey = (projectId: number) => [...overviewKey(projectId), 'designers'] as const;

/**
 * GET /api/hire_designer?project_id=: approved designers nearest the project's showroom first (the server's
 * order, kept), each with whether they are in the project and the project's newest request to them.
 */
export const useProjectDesigners = (projectId: number, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: designersKey(projectId),
      queryFn: async ({ signal }) =>
        (
          await api.get<DesignerList>(apiPaths.hireDesigner, {
            query: { project_id: projectId },
            signal,
            silent: true,
          })
        ).data,
      // A designer answers from another browser: asked again on each visit.
      staleTime: 0,
      enabled,
    }),
  );

/** The fields whose 422s the hire dialog shows beside its button (no toast on top). */
export const HIRE_FIELDS = ['project_id', 'designer_id', 'message'] as const;

/** POST /api/hire_designer: 201 a new request; 200 the one already open (its message says so). */
export const hireDesigner = async (body: HireDesignerBody) => {
  const answer = await api.post<HireAnswer>(apiPaths.hireDesigner, body, { fieldsShown: HIRE_FIELDS });
  return { request: answer.data.request, message: answer.message };
};

/** POST /api/hire_designer/{id}/withdraw: 409 (silent) when the designer answered first. */
export const withdrawDesignerRequest = async (id: number) => {
  const answer = await api.post<DesignerRequest>(apiPaths.withdrawDesignerRequest(id));
  return { request: answer.data, message: answer.message };
};

/** DELETE /api/project/{projectId}/designers/{designerId}: the owner lets a designer go. */
export const removeDesigner = async (projectId: number, designerId: number) =>
  (await api.delete<null>(apiPaths.projectDesigner(projectId, designerId))).message;
