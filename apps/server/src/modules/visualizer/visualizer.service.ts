import { clampPage, paginationRecord } from '@app/domain/catalog/pagination';
import {
  type StartingDesign,
  SWAP_OPTIONS_PER_PAGE,
  type SwapOptions,
  type swapOptionsQuery,
} from '@app/domain/designs/contract';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { inchesOf } from '@app/domain/room/sell-units';
import { resolveTemplate, slotCategories, templateById } from '@app/domain/room/templates';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { likeEscape } from '../showrooms/showrooms.repository.ts';
import { sizeTexture } from './size-texture.ts';
import { swapOptionRows, templateCandidates } from './visualizer.repository.ts';

type SwapOptionsInput = z.output<typeof swapOptionsQuery>;

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

/**
 * GET /api/visualization/options (the swap panel): the showroom's sizes of the categories that can go on a
 * slot, with their look and width; a page past the last is the last page.
 */
export async function swapOptions(db: Database, query: SwapOptionsInput, path: string): Promise<SwapOptions> {
  const categories = slotCategories(query.slot);
  const ref = { showroom: query.showroom, vsd_id: query.vsd_id };
  const nameLike = query.q ? `%${likeEscape(query.q)}%` : null;
  const perPage = SWAP_OPTIONS_PER_PAGE;
  const find = (page: number) =>
    swapOptionRows(db, { categories, nameLike, limit: perPage, offset: (page - 1) * perPage }, ref);
  let page = clampPage(query.page ?? 1, Number.MAX_SAFE_INTEGER);
  let found = categories.length > 0 ? await find(page) : { total: 0, rows: [] };
  const last = Math.max(1, Math.ceil(found.total / perPage));
  if (page > last) {
    page = last;
    found = await find(page);
  }
  return paginationRecord({
    data: found.rows.map((row) => ({
      product: toProductCard(row),
      texture: sizeTexture(row),
      width_in: inchesOf(row.width_size),
    })),
    total: found.total,
    perPage,
    currentPage: page,
    path,
    query: { slot: query.slot, q: query.q, vsd_id: query.vsd_id, showroom: query.showroom?.toString() },
  });
}
