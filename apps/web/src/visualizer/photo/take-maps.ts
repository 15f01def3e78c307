/** The depth and edge maps of a view, two PNGs of the same size (render-maps.ts; issue 26 point 5). */
export type RoomMaps = { depth: Blob; edges: Blob };

/** Draws the depth and edge maps of the current view (photo/MapBooth.tsx hands the page one). */
export type TakeMaps = () => Promise<RoomMaps>;
