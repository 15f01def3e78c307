/**
 * The 3-D canvas's chunk: three.js loads with it only, never on the home page or anywhere else. Fetched as
 * early as the route is known (prefetch.ts), so it arrives with the room's design instead of after it.
 */
export const loadRoomCanvas = () => import('../../visualizer/scene/RoomCanvas.tsx');
