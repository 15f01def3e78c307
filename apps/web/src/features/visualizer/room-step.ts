import { stepChunk } from './step-chunk.ts';

/** The room's editor (step 3): not part of the plans' and templates' step, which only link to it. */
const room = stepChunk(
  () => import('./components/DesignLoaders.tsx'),
  (m) => m.StartedDesign,
);

export const loadRoomStep = room.load;
export const RoomStep = room.Step;
