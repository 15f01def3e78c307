/** How far the photo has come: waiting for the baked light's passes, then drawing its frames. */
export type PhotoProgress = { phase: 'light' | 'frames'; done: number; total: number };

/** Takes the Photo still of the current view (photo/PhotoBooth.tsx hands the page one). */
export type TakePhoto = (opts: {
  onProgress: (progress: PhotoProgress) => void;
  signal?: AbortSignal;
}) => Promise<Blob>;
