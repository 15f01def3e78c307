import { lazy } from 'react';

/**
 * /visualize's steps beyond the showroom's ID, each a chunk of its own: a first visit (no showroom yet) loads
 * neither, and the page's first paint does not wait for plans, templates or the editor it does not show.
 * prefetch.ts starts the one a URL needs as the route starts, beside the page's own code.
 */
export const loadPlanSteps = () => import('./components/PlanSteps.tsx');
export const loadDesignStep = () => import('./components/DesignInItsShowroom.tsx');
/** The room's editor: not part of the plans' and templates' step, which only link to it. */
export const loadRoomStep = () => import('./components/DesignLoaders.tsx');

export const PlanSteps = lazy(loadPlanSteps);
export const RoomStep = lazy(() => loadRoomStep().then((m) => ({ default: m.StartedDesign })));
export const DesignStep = lazy(() => loadDesignStep().then((m) => ({ default: m.DesignInItsShowroom })));
