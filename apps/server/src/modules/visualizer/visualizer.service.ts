import type { StartingDesign } from '@app/domain/designs/contract';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { resolveTemplate, templateById } from '@app/domain/room/templates';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { templateCandidates } from './visualizer.repository.ts';

/**
 * GET /api/visualization/design: a floor plan dressed by a template from the catalogue — the room document a
 * homeowner starts designing from. Unknown ids are 404; a template for another kind of room is 422.
 */
export async function startingDesign(
  db: Database,
  planId: string,
  templateId: string,
): Promise<StartingDesign> {
  const plan = floorPlanById(planId);
  const template = templateById(templateId);
  if (!plan || !template) throw new AppError('not_found');
  if (template.kind !== plan.kind)
    throw AppError.invalid(fieldError('floorTemplate', `This template is not for a ${plan.kind} plan.`));
  const categories = [...new Set(Object.values(template.slots).flatMap((rule) => rule?.categories ?? []))];
  const document = resolveTemplate(plan.doc, template, await templateCandidates(db, categories));
  return {
    floorplan: plan.id,
    floorTemplate: template.id,
    name: `${template.name} · ${plan.name}`,
    document,
  };
}
