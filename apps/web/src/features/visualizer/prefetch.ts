import { readDraft } from '../../lib/design-draft.ts';
import { queryClient } from '../../lib/query-client.ts';
import { showroomSelection } from '../../lib/showroom-selection.ts';
import { startingDesignQuery } from './api/starting-design.ts';
import { loadStepsFor } from './step-chunks.ts';

/**
 * Started by the /visualize route as navigation begins, in parallel with the page's own code: the step's
 * chunk the URL needs and the plan's dressed design (unless the stored draft already is that design). The
 * route waits for the step's chunk (a few KB), not for the design: a page the server drew is then hydrated
 * with its step at once, never swapped for its fallback while the chunk comes. The 3-D chunk is not among
 * them: it starts once the page is painted (components/RoomView.tsx), so it never holds back the first paint.
 */
export function prefetchRoom(params: URLSearchParams): Promise<unknown> {
  // Without a showroom the page asks for its ID (a saved design finds its own): no step is drawn yet.
  const showroom = showroomSelection.get() !== null;
  const steps = params.get('design') || showroom ? loadStepsFor(params) : Promise.resolve();
  const [plan, template] = [params.get('floorplan'), params.get('floorTemplate')];
  if (params.get('design') || !(plan && template)) return steps;
  const draft = readDraft();
  const resumed = draft?.floorplan === plan && draft?.floorTemplate === template && !params.get('try');
  if (!resumed) void queryClient.prefetchQuery(startingDesignQuery(plan, template));
  return steps;
}
