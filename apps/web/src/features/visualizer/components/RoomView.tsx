import { PAGE_NEEDS_APP_ATTRIBUTE } from '@app/domain/seo/page-frame';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { afterPaint } from '../after-paint.ts';
import { warmRoomCanvas } from '../room-canvas-chunk.ts';

/** At most this long the 3-D code waits for the still (6 KB) to be drawn first. */
const STILL_WAIT_MS = 1500;

/**
 * The 3-D view's box, of its final size from the first paint: the room's still picture (its template's
 * preview) until the canvas has drawn its first frame over it. The 3-D chunk (three.js, 230 KB gzip) starts
 * only once the page around it and the still are painted, and the canvas mounts then (`onReady`): the 3-D code
 * neither delays nor shares the connection with that first paint, nor runs on the main thread before it
 * (issue 23 item 5). Nothing here reads the window during render.
 */
export function RoomView({
  still,
  drawn,
  failed = false,
  scene,
  onReady,
}: {
  /** The still's URL; null when the room has none; undefined while that is not known yet (nothing starts). */
  still?: string | null;
  drawn: boolean;
  /** The canvas could not be drawn (no WebGL): its own message replaces the still. */
  failed?: boolean;
  /** The 3-D canvas; absent while the room's design is still on its way. */
  scene?: ReactNode;
  /** Once, when the 3-D code has been started. */
  onReady?: () => void;
}) {
  const image = useRef<HTMLImageElement>(null);
  const [painted, setPainted] = useState(false);
  const [stillDrawn, setStillDrawn] = useState(false);
  useEffect(
    () =>
      afterPaint(() => {
        setPainted(true);
        // A still that came before this code ran (a cached one, or one in server-rendered HTML).
        if (image.current?.complete) setStillDrawn(true);
      }),
    [],
  );
  useEffect(() => {
    if (!still) return;
    const timer = setTimeout(() => setStillDrawn(true), STILL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [still]);
  const ready = painted && (still === null || (!!still && stillDrawn));
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    void warmRoomCanvas();
    onReady?.();
  }, [ready, onReady]);

  const settled = drawn || failed;
  return (
    <div
      className="relative h-[55vh] min-h-80 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
      data-drawn={drawn || undefined}
      {...{ [PAGE_NEEDS_APP_ATTRIBUTE]: '' }}
    >
      {still && !settled && (
        // Under the canvas, which is transparent until its first frame: no blank box in between.
        <img
          ref={image}
          src={still}
          alt="The room's style, while its 3-D view loads"
          width={360}
          height={225}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
          onLoad={() => setStillDrawn(true)}
          onError={(e) => {
            e.currentTarget.hidden = true;
            setStillDrawn(true);
          }}
        />
      )}
      {/* Positioned, so it paints over the still. */}
      {ready && scene && <div className="relative size-full">{scene}</div>}
      {!settled && (
        <div className="absolute right-3 bottom-3 rounded-md bg-white/85 px-2 py-1 text-slate-700 shadow-sm">
          <Spinner size="sm" label="Loading the 3-D room" />
        </div>
      )}
    </div>
  );
}
