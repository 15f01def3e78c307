import type { Design, designVersionsSchema } from '@app/domain/designs/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

type DesignVersions = z.infer<typeof designVersionsSchema>;

export const versionsKey = (designId: number) => ['design', designId, 'versions'] as const;

/** GET /api/designs/{id}/versions: the versions kept of a project's room, newest first. */
export const useDesignVersions = (designId: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: versionsKey(designId),
      queryFn: async ({ signal }) =>
        (await api.get<DesignVersions>(apiPaths.designVersions(designId), { signal, silent: true })).data,
      // A designer saves from another browser: asked again whenever the list opens.
      staleTime: 0,
      enabled,
    }),
  );

/**
 * POST /api/designs/{id}/restore: version `version`'s room saved as the next version, made on `base_version`
 * (409, silent here, when someone saved meanwhile; 422 on `version` when it is no longer kept).
 */
export const restoreVersion = async (designId: number, version: number, baseVersion: number) => {
  const answer = await api.post<Design>(
    apiPaths.designRestore(designId),
    { version, base_version: baseVersion },
    { fieldsShown: ['version', 'base_version'] },
  );
  return { design: answer.data, message: answer.message };
};
