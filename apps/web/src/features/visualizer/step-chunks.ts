import { loadRoomStep } from './room-step.ts';
import { stepChunk } from './step-chunk.ts';

/**
 * /visualize's steps beyond the showroom's ID, each a chunk of its own: a first visit (no showroom yet) loads
 * neither, and the page's first paint does not wait for plans, templates or the editor it does not show.
 * prefetch.ts starts the one a URL needs as the route starts, beside the page's own code.
 */
const plans = stepChunk(
  () => import('./components/PlanSteps.tsx'),
  (m) => m.default,
);
const design = stepChunk(
  () => import('./components/DesignInItsShowroom.tsx'),
  (m) => m.DesignInItsShowroom,
);

export const loadPlanSteps = plans.load;
export const loadDesignStep = design.load;
export { loadRoomStep };

export const PlanSteps = plans.Step;
export const DesignStep = design.Step;

/**
 * The chunks a /visualize URL draws with (its search parameters), loaded: the server awaits them before it
 * draws the page, for whichever showroom its cookie names (without one, the page asks for the ID instead).
 */
export function loadStepsFor(params: URLSearchParams): Promise<unknown> {
  if (params.get('design')) return loadDesignStep();
  const room = params.get('floorplan') && params.get('floorTemplate');
  return Promise.all([loadPlanSteps(), room ? loadRoomStep() : null]);
}
