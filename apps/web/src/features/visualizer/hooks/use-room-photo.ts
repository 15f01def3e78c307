import { type RefObject, useEffect, useRef, useState } from 'react';
import type { PhotoProgress } from '../../../visualizer/photo/take-photo.ts';
import type { RoomCanvasHandle } from '../../../visualizer/scene/types.ts';

export type PhotoState =
  | { kind: 'idle' }
  | { kind: 'rendering'; progress: PhotoProgress | null }
  | { kind: 'ready'; photo: Blob; url: string }
  | { kind: 'failed'; message: string };

export const PHOTO_FAILED = 'The photo could not be made in this browser. Try again, or use Screenshot.';

/** Share of the bar for waiting on the baked light; the frames fill the rest. */
const LIGHT_SHARE = 0.2;

/** How far along the bar is, 0–100. */
export function photoPercent(progress: PhotoProgress | null): number {
  if (!progress) return 0;
  const part = progress.total > 0 ? progress.done / progress.total : 0;
  const share = progress.phase === 'light' ? part * LIGHT_SHARE : LIGHT_SHARE + part * (1 - LIGHT_SHARE);
  return Math.round(share * 100);
}

/**
 * The room editor's Photo (issue 21 A6): takes the still from the 3-D view, following its progress, and keeps
 * the finished JPEG (and a URL to show and download it) until it is closed. One at a time; cancellable.
 */
export function useRoomPhoto(canvas: RefObject<RoomCanvasHandle | null>) {
  const [state, setState] = useState<PhotoState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  const url = state.kind === 'ready' ? state.url : null;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => () => running.current?.abort(), []);

  async function take() {
    if (running.current || !canvas.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'rendering', progress: null });
    try {
      const photo = await canvas.current.photo({
        signal: controller.signal,
        onProgress: (progress) => setState({ kind: 'rendering', progress }),
      });
      setState({ kind: 'ready', photo, url: URL.createObjectURL(photo) });
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'idle' });
      else {
        console.error('photo failed', error);
        setState({ kind: 'failed', message: PHOTO_FAILED });
      }
    } finally {
      running.current = null;
    }
  }
  return {
    state,
    take: () => void take(),
    cancel: () => running.current?.abort(),
    close: () => setState({ kind: 'idle' }),
  };
}
