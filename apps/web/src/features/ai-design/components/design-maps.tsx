import type { AiDesign } from '@app/domain/ai-design/contract';
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RoomMaps } from '../../../visualizer/photo/take-maps.ts';
import RoomCanvas from '../../../visualizer/scene/RoomCanvas.tsx';
import type { RoomCanvasHandle } from '../../../visualizer/scene/types.ts';

/** The size the maps' view is laid out at (the maps keep its aspect, 1024 px on the long side). */
const VIEW = { width: 1024, height: 640 };
/** A view that has not drawn by then will not: the browser is told so instead of waiting for ever. */
const GIVE_UP_MS = 60_000;

const nothingSelected = () => {};
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Passes an error of the 3-D view (no WebGL, a failed draw) to the promise instead of the page. */
class Catch extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The depth and edge maps of a design, drawn by the visualizer's own 3-D view of it from the doorway (the
 * view the stage opens on), laid out off the page for as long as it takes and removed after (issue 26
 * point 5). Loaded only when a styled picture is asked for: it brings three.js.
 */
export function drawDesignMaps(design: AiDesign): Promise<RoomMaps> {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'fixed',
    left: '-20000px',
    top: '0',
    width: `${VIEW.width}px`,
    height: `${VIEW.height}px`,
    pointerEvents: 'none',
  });
  document.body.append(box);
  const root = createRoot(box);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const maps = new Promise<RoomMaps>((resolve, reject) => {
    const handle: { current: RoomCanvasHandle | null } = { current: null };
    timer = setTimeout(() => reject(new Error('The 3-D view did not draw.')), GIVE_UP_MS);
    const drawn = async () => {
      try {
        // The first frame is drawn; one more lets the walls facing the camera be cut away (Walls.tsx).
        await nextFrame();
        await nextFrame();
        if (!handle.current) throw new Error('The 3-D view is gone.');
        resolve(await handle.current.maps());
      } catch (error) {
        reject(error);
      }
    };
    root.render(
      <Catch onError={reject}>
        <RoomCanvas
          ref={(h: RoomCanvasHandle | null) => {
            handle.current = h;
          }}
          document={design.document}
          textures={design.textures}
          selection={null}
          onSelect={nothingSelected}
          style={design.style}
          view="eye"
          onFirstFrame={() => void drawn()}
        />
      </Catch>,
    );
  });
  return maps.finally(() => {
    clearTimeout(timer);
    root.unmount();
    box.remove();
  });
}
