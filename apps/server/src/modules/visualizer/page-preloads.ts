import { floorPlanById } from '@app/domain/room/floor-plans';
import { templateById } from '@app/domain/room/templates';
import type { PagePreloads } from '../../plugins/spa.ts';

/**
 * /visualize with a plan and a template starts by reading the dressed design: its URL (built as the web
 * client's api-client builds it) goes in the page's HTML, so the read runs beside the page's code instead of
 * after it. Only known ids are named: nothing from the query reaches the HTML unchecked.
 */
export const visualizePreloads: PagePreloads = (pathname, query) => {
  if (pathname.replace(/\/+$/, '') !== '/visualize' || query.has('design')) return [];
  const plan = floorPlanById(query.get('floorplan') ?? '');
  const template = templateById(query.get('floorTemplate') ?? '');
  if (!plan || !template || template.kind !== plan.kind) return [];
  return [
    `/api/visualization/design?${new URLSearchParams({ floorplan: plan.id, floorTemplate: template.id })}`,
  ];
};
