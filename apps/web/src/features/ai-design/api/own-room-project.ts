import type { AiDesign } from '@app/domain/ai-design/contract';
import type { ProjectCardsPage } from '@app/domain/projects/overview';
import type { OwnRoom, OwnRoomKind, OwnRoomList, OwnRoomMeasures } from '@app/domain/projects/own-room';
import { OWN_ROOM_LIMITS } from '@app/domain/projects/own-room';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { createProject } from '../../../lib/cart/cart.ts';

/**
 * An AI design of the homeowner's own measures opens in /visualize as a room kept in one of their projects
 * (a project room, `project-room-{id}`: docs/api-project-photos.md), so it can be saved, checked and bought
 * there. The project is the homeowner's own for the design's showroom; the room is named after the design.
 * Every call is silent: what goes wrong is said beside the button.
 */

export type OwnRoomAsked = { kind: OwnRoomKind; measures: OwnRoomMeasures };

/** "AI design · Calm Coastal bath", within a room name's length. */
export const aiRoomName = (design: Pick<AiDesign, 'name'>) =>
  `AI design · ${design.name}`.slice(0, OWN_ROOM_LIMITS.name).trim();

/** The measures as a kept room answers them, in one order, to compare. */
const measuresKey = (r: { kind: string } & OwnRoomMeasures) =>
  JSON.stringify([
    r.kind,
    r.width_in,
    r.length_in,
    r.height_in,
    r.openings.map((o) => [o.wall, o.kind, o.offset_in, o.width_in, o.height_in, o.sill_in ?? 0]),
  ]);

/** The homeowner's own projects in the showroom, the most recently active first (the first page). */
async function ownProjectsIn(showroom: string): Promise<number[]> {
  const { data } = await api.get<ProjectCardsPage>(apiPaths.projectsList, {
    query: { page: 1 },
    silent: true,
  });
  const vsd = showroom.toUpperCase();
  return data.data
    .filter((p) => p.role === 'owner' && p.showroom?.vsd_id.toUpperCase() === vsd)
    .map((p) => p.id);
}

const roomsOf = async (projectId: number) =>
  (await api.get<OwnRoomList>(apiPaths.projectRooms(projectId), { silent: true })).data.rooms;

/**
 * Where the room is kept: a room of this name and these measures already kept in one of the projects
 * (reused), else the first project without a room of this name, else a new project named after the design.
 */
async function placeFor(showroom: string, name: string, key: string, designName: string) {
  let free: number | null = null;
  for (const projectId of await ownProjectsIn(showroom)) {
    const named = (await roomsOf(projectId)).find((r) => r.name === name);
    if (named && measuresKey(named) === key) return { projectId, room: named };
    if (!named && free === null) free = projectId;
  }
  if (free !== null) return { projectId: free, room: null };
  const created = await createProject({ name: designName, vsd_id: showroom, is_cart: false }, true);
  return { projectId: created.project_id, room: null };
}

/**
 * Keeps the design's room in the homeowner's project (POST /api/project/{projectId}/rooms, or the same room
 * found kept already) and answers the project and the room.
 */
export async function keepAiRoom(
  design: Pick<AiDesign, 'name'>,
  asked: OwnRoomAsked,
  showroom: string,
): Promise<{ projectId: number; room: OwnRoom }> {
  const name = aiRoomName(design);
  const key = measuresKey({ kind: asked.kind, ...asked.measures });
  const place = await placeFor(showroom, name, key, design.name);
  if (place.room) return { projectId: place.projectId, room: place.room };
  const { data } = await api.post<OwnRoom>(
    apiPaths.projectRooms(place.projectId),
    { name, kind: asked.kind, ...asked.measures },
    { silent: true },
  );
  return { projectId: place.projectId, room: data };
}
