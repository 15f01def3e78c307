import type { AiDesign } from '@app/domain/ai-design/contract';
import { AI_OWN_ROOM_PLAN } from '@app/domain/ai-design/room-plan';
import { projectRoomPlanId } from '@app/domain/projects/own-room';
import { type FloorPlan, floorPlanById, type PlanKind } from '@app/domain/room/floor-plans';
import { TEMPLATES, type Template } from '@app/domain/room/templates';
import { visualizeWith } from '../../config/paths.ts';
import { type DesignDraft, writeDraft } from '../../lib/design-draft.ts';

/**
 * An AI design opened in /visualize (issue 26 point 3: "opens in /visualize → checklist → one cart"). The
 * visualizer resumes a stored draft of the same plan and template (features/visualizer DesignLoaders'
 * StartedDesign), so storing the design's document as that draft and going to `?floorplan=&floorTemplate=`
 * opens exactly the AI's room, priced there in the showroom by the same checklist.
 */

/** The built-in floor plan a design dresses; null for a room of the homeowner's own measures (ai-own-room). */
export const builtInPlanOf = (design: Pick<AiDesign, 'floorplan'>): FloorPlan | null =>
  floorPlanById(design.floorplan);

/** Whether the design dresses a room of the homeowner's own measures (kept as a project room to open it). */
export const isOwnRoomDesign = (design: Pick<AiDesign, 'floorplan'>) => design.floorplan === AI_OWN_ROOM_PLAN;

/** The template of the design's kind of room, style and palette (one exists for each). */
export const templateOf = (
  plan: Pick<FloorPlan, 'kind'>,
  design: Pick<AiDesign, 'style' | 'palette'>,
): Template | null =>
  TEMPLATES.find((t) => t.kind === plan.kind && t.style === design.style && t.palette === design.palette) ??
  null;

/** Where the design opens in /visualize, or null when it cannot (a room of the homeowner's own measures). */
export function roomLinkOf(design: AiDesign): { floorplan: string; floorTemplate: string } | null {
  const plan = builtInPlanOf(design);
  const template = plan && templateOf(plan, design);
  return plan && template ? { floorplan: plan.id, floorTemplate: template.id } : null;
}

/**
 * Where a design of the homeowner's own measures opens once its room is kept in their project as `roomId`:
 * the project room's plan (built by the server from the same measures: the same walls, openings and fixture
 * ids as the design's document) and the template of its kind.
 */
export function ownRoomLinkOf(
  design: AiDesign,
  kind: PlanKind,
  roomId: number,
): { floorplan: string; floorTemplate: string } | null {
  const template = templateOf({ kind }, design);
  return template ? { floorplan: projectRoomPlanId(roomId), floorTemplate: template.id } : null;
}

/**
 * Stores the design as the visualizer's working draft (unsaved, as a new start from a template is) and
 * answers the URL that opens it; null when it cannot be opened there. `link` is where it opens (a built-in
 * plan's by default; ownRoomLinkOf for a kept room of the homeowner's measures).
 */
export function openInRoom(
  design: AiDesign,
  link: { floorplan: string; floorTemplate: string } | null = roomLinkOf(design),
): string | null {
  if (!link) return null;
  const draft: DesignDraft = {
    ...link,
    name: design.name,
    document: design.document,
    designId: null,
    version: null,
    dirty: true,
    saveAfterSignIn: false,
  };
  writeDraft(draft);
  return visualizeWith(link);
}
