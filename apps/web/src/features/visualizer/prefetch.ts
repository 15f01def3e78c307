import { readDraft } from '../../lib/design-draft.ts';
import { queryClient } from '../../lib/query-client.ts';
import { startingDesignQuery } from './api/starting-design.ts';
import { warmRoomCanvas } from './room-canvas-chunk.ts';

/**
 * Started by the /visualize route as navigation begins, in parallel with the page's own code: the 3-D chunk
 * and the plan's dressed design (unless the stored draft already is that design) are on their way before the
 * page renders. Nothing waits for them here.
 */
export function prefetchRoom(params: URLSearchParams) {
  const [plan, template] = [params.get('floorplan'), params.get('floorTemplate')];
  if (!(plan && template) && !params.get('design')) return;
  void warmRoomCanvas();
  const draft = readDraft();
  const resumed = draft?.floorplan === plan && draft?.floorTemplate === template && !params.get('try');
  if (plan && template && !resumed) void queryClient.prefetchQuery(startingDesignQuery(plan, template));
}
