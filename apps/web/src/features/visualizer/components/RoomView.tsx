import { type ReactNode, useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { warmRoomCanvas } from '../room-canvas-chunk.ts';

/** `run` once the browser has painted what is on screen now (the frame after the commit, then a task). */
export function afterPaint(run: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The 3-D view's box, of its final size from the first paint: the room's still picture (its template's
 * preview) until the canvas has drawn its first frame over it. The canvas (`scene`) and its chunk (three.js)
 * start only once the page's panels and the still are painted, so the 3-D code neither delays that paint nor
 * runs on the main thread before it (issue 23 item 5). Nothing here reads the window during render.
 */
export function RoomView({
  still,
  drawn,
  failed = false,
  scene,
}: {
  /** The still's URL, or null when the room's template is not known yet. */
  still: string | null;
  drawn: boolean;
  /** The canvas could not be drawn (no WebGL): its own message replaces the still. */
  failed?: boolean;
  /** The 3-D canvas; absent while the room's design is still on its way. */
  scene?: ReactNode;
}) {
  const [live, setLive] = useState(false);
  useEffect(
    () =>
      afterPaint(() => {
        setLive(true);
        void warmRoomCanvas();
      }),
    [],
  );
  const settled = drawn || failed;
  const waiting = !settled && (
    <div className="absolute right-3 bottom-3 rounded-md bg-white/85 px-2 py-1 text-slate-700 shadow-sm">
      <Spinner size="sm" label="Loading the 3-D room" />
    </div>
  );
  return (
    <div
      className="relative h-[55vh] min-h-80 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
      data-drawn={drawn || undefined}
    >
      {still && !settled && (
        // Under the canvas, which is transparent until its first frame: no blank box in between.
        <img
          src={still}
          alt="The room's style, while its 3-D view loads"
          width={360}
          height={225}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
          onError={(e) => {
            e.currentTarget.hidden = true;
          }}
        />
      )}
      {/* Positioned, so it paints over the still. */}
      {live && <div className="relative size-full">{scene}</div>}
      {waiting}
    </div>
  );
}
