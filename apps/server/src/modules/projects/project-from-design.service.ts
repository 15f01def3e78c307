import { DESIGN_MESSAGES, MAX_DESIGNS_PER_USER } from '@app/domain/designs/contract';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { countDesigns, findDesign, insertDesign, lockOwner } from '../designs/designs.repository.ts';
import { recordActivity } from './project-access.repository.ts';
import { findOwnProject, insertProject, type NewProject, type Project } from './projects.repository.ts';

export const DESIGN_NOT_YOURS = 'The selected design is invalid.';

/**
 * A project from one of the caller's saved designs (issue 24 point 1), inside the caller's transaction: a copy
 * of the design's newest version becomes the project's first room. The design itself stays in the project it
 * was saved in, whose checklist items and cart lines may name it. Without a showroom of its own the project
 * takes that project's. A design not theirs is refused on its field, like an unknown showroom.
 */
export async function projectFromDesign(
  tx: Database,
  userId: number,
  designId: number,
  values: NewProject,
): Promise<Project> {
  const found = await findDesign(tx, designId, userId);
  if (!found) throw AppError.invalid(fieldError('design', DESIGN_NOT_YOURS));
  const { design, document } = found;
  // The copy counts against the account's designs, under the same lock as POST /api/designs.
  await lockOwner(tx, userId);
  if ((await countDesigns(tx, userId)) >= MAX_DESIGNS_PER_USER)
    throw AppError.invalid(fieldError('design', DESIGN_MESSAGES.tooMany));
  const from = design.projectId === null ? null : await findOwnProject(tx, userId, design.projectId);
  const showroom =
    values.vsdId == null && from ? { showroomUserId: from.showroomUserId, vsdId: from.vsdId } : {};
  const project = await insertProject(tx, {
    ...values,
    ...showroom,
    name: values.name || design.name,
    is3d: true,
    floorplan: design.floorplan,
    floorTemplate: design.floorTemplate,
  });
  const room = await insertDesign(
    tx,
    {
      userId,
      projectId: project.id,
      name: design.name,
      floorplan: design.floorplan,
      floorTemplate: design.floorTemplate,
    },
    document,
  );
  await recordActivity(tx, project.id, userId, 'project_created', { name: project.name });
  await recordActivity(tx, project.id, userId, 'room_added', { name: room.name, design: room.id });
  return project;
}
