import type { StartingDesign } from '@app/domain/designs/contract';
import { resolveTemplate } from '@app/domain/room/templates';
import type { Database } from '../../db/client.ts';
import { planAndTemplate } from '../designs/designs.service.ts';
import type { Caller } from '../project-rooms/room-plan.ts';
import { productsOf, texturesOf } from './size-texture.ts';
import { sizeTextureRows, templateCandidates } from './visualizer.repository.ts';

/**
 * GET /api/visualization/design: a floor plan dressed by a template from the catalogue — the room document a
 * homeowner starts designing from. An unknown plan or template, or a template for another kind of room, is
 * 422 on its field (designs.service planAndTemplate); a room measured in a project is for its people only
 * (project-rooms/room-plan.ts). It carries how each of its products is drawn (as the checklist does), so
 * the 3-D room paints its materials while the checklist is still being priced.
 */
export async function startingDesign(
  db: Database,
  planId: string,
  templateId: string,
  caller: Caller,
): Promise<StartingDesign> {
  const { plan, template: named } = await planAndTemplate(db, planId, templateId, caller);
  const template = named!;
  const categories = [...new Set(Object.values(template.slots).flatMap((rule) => rule?.categories ?? []))];
  const document = resolveTemplate(plan.doc, template, await templateCandidates(db, categories));
  const products = productsOf(document);
  const rows = await sizeTextureRows(db, [...new Set(products.map((p) => p.sizeId))]);
  return {
    floorplan: plan.id,
    floorTemplate: template.id,
    name: `${template.name} · ${plan.name}`,
    document,
    textures: texturesOf(products, rows),
  };
}
