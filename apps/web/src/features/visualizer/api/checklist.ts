import type { ShowroomRef } from '@app/domain/catalog/contract';
import type { Checklist, ChecklistRequest } from '@app/domain/designs/contract';
import type { RoomDocument } from '@app/domain/room/document';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/visualization/checklist: the room's bill of materials priced in the showroom, with its looks. */
export async function getChecklist(document: RoomDocument, showroom: ShowroomRef, signal?: AbortSignal) {
  const body: ChecklistRequest = { document, ...showroom };
  const { data } = await api.post<Checklist>(apiPaths.checklist, body, { signal, silent: true });
  return data;
}

export const checklistQuery = (document: RoomDocument | null, showroom: ShowroomRef) =>
  queryOptions({
    // The document itself is the key: the same room is priced once, an undo finds its answer cached.
    queryKey: ['checklist', showroom, document] as const,
    queryFn: ({ signal }) => getChecklist(document!, showroom, signal),
    enabled: document !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useChecklist = (document: RoomDocument | null, showroom: ShowroomRef) =>
  useQuery(checklistQuery(document, showroom));
