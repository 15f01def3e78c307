import type { OwnRoom, OwnRoomBody, OwnRoomList } from '@app/domain/projects/own-room';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export const ownRoomsKey = (projectId: number) => ['project', projectId, 'own-rooms'] as const;

/** GET /api/project/{id}/rooms: the rooms the homeowner measured (its people see them). */
export const useOwnRooms = (projectId: number) =>
  useQuery(
    queryOptions({
      queryKey: ownRoomsKey(projectId),
      queryFn: async ({ signal }) =>
        (await api.get<OwnRoomList>(apiPaths.projectRooms(projectId), { signal, silent: true })).data,
      staleTime: 0,
    }),
  );

/** POST /api/project/{id}/rooms: the owner's room; a refusal is on the form's fields. */
export const saveOwnRoom = async (projectId: number, body: OwnRoomBody) =>
  api.post<OwnRoom>(apiPaths.projectRooms(projectId), body, { fieldsShown: 'all' });

/** DELETE /api/project/{id}/rooms/{roomId}: the list after. */
export const deleteOwnRoom = async (projectId: number, roomId: number) =>
  api.delete<OwnRoomList>(apiPaths.projectRoom(projectId, roomId));
