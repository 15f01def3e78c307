import { readDraft } from '../../lib/design-draft.ts';
import { queryClient } from '../../lib/query-client.ts';
import { showroomSelection } from '../../lib/showroom-selection.ts';
import { startingDesignQuery } from './api/starting-design.ts';
import { loadDesignStep, loadPlanSteps, loadRoomStep } from './step-chunks.ts';

/**
 * Started by the /visualize route as navigation begins, in parallel with the page's own code: the step's
 * chunk the URL needs and the plan's dressed design (unless the stored draft already is that design) are on
 * their way before the page renders. Nothing waits for them here. The 3-D chunk is not among them: it starts
 * once the page is painted (components/RoomView.tsx), so it never holds back the page's first paint.
 */
export function prefetchRoom(params: URLSearchParams) {
  if (params.get('design')) {
    void loadDesignStep();
    return;
  }
  const [plan, template] = [params.get('floorplan'), params.get('floorTemplate')];
  const showroom = showroomSelection.get() !== null;
  if (showroom) void loadPlanSteps();
  if (!(plan && template)) return;
  if (showroom) void loadRoomStep();
  const draft = readDraft();
  const resumed = draft?.floorplan === plan && draft?.floorTemplate === template && !params.get('try');
  if (!resumed) void queryClient.prefetchQuery(startingDesignQuery(plan, template));
}
