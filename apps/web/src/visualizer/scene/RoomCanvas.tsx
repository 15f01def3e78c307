import {
  createRoot,
  events as pointerEvents,
  type ReconcilerRoot,
  type RootState,
  unmountComponentAtNode,
  useFrame,
  useThree,
} from '@react-three/fiber';
import {
  Component,
  type ReactNode,
  type Ref,
  type RefObject,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { PCFShadowMap, type WebGLRenderer } from 'three';
import { bakedLight } from '../lighting/baked-light-store.ts';
import { GlossyFloors } from '../photo/GlossyFloors.tsx';
import { MapBooth } from '../photo/MapBooth.tsx';
import { PhotoBooth } from '../photo/PhotoBooth.tsx';
import type { TakeMaps } from '../photo/take-maps.ts';
import type { TakePhoto } from '../photo/take-photo.ts';
import './catalogue.ts';
import { CameraRig } from './CameraRig.tsx';
import { loadRoomEnvironment } from './environment/room-environment.ts';
import { roomBounds } from './framing.ts';
import { useLatestCallback } from './hooks.ts';
import { LightRig } from './LightRig.tsx';
import { type Quality, useEditsDrawnCheaply, useMotionQuality } from './motion-quality.ts';
import { Outdoors, poolsOf } from './outdoors/Outdoors.tsx';
import { RoomScene } from './RoomScene.tsx';
import type { RoomCanvasHandle, RoomSceneProps } from './types.ts';
import { openRoom } from './warm-renderer.ts';

export { prepaintRoom } from '../materials/product-material.ts';
export { warmRenderer } from './warm-renderer.ts';

/** The canvas fills whatever box the page gives it. */
const FILL = { position: 'relative', width: '100%', height: '100%', overflow: 'hidden' } as const;
type Size = { width: number; height: number; top: number; left: number };

/** The canvas element is the picture: screen readers hear what it shows. */
function CanvasLabel({ label }: { label: string }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    gl.domElement.setAttribute('role', 'img');
    gl.domElement.setAttribute('aria-label', label);
  }, [gl, label]);
  return null;
}

/**
 * Tells the page once that the room has been drawn: frame callbacks run just before the renderer draws, so
 * a task queued from the first one runs after that frame's draw call.
 */
function FirstFrame({ onFirstFrame }: { onFirstFrame?: () => void }) {
  const reported = useRef(false);
  const report = useLatestCallback(() => onFirstFrame?.());
  useFrame(() => {
    if (reported.current) return;
    reported.current = true;
    setTimeout(report, 0);
  });
  return null;
}

/** The camera, drawing cheaper while a gesture moves it and just after an edit (motion-quality.ts). */
function MovingCamera({
  software,
  onQuality,
  ...rig
}: Omit<Parameters<typeof CameraRig>[0], 'onMoving'> & {
  software: boolean;
  onQuality: (q: Quality) => void;
}) {
  const onMoving = useMotionQuality(software, onQuality);
  useEditsDrawnCheaply(rig.doc, software, onMoving);
  return <CameraRig {...rig} onMoving={onMoving} />;
}

/** Hands an error thrown inside the 3-D tree (a separate React root) to the page's tree, whose boundary shows it. */
class PassErrorOut extends Component<{ onError: (error: unknown) => void; children: ReactNode }> {
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

/** The size and page position of the canvas's box, followed as the page resizes it. */
function useBoxSize(box: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      setSize((old) =>
        old && old.width === r.width && old.height === r.height && old.top === r.top && old.left === r.left
          ? old
          : { width: r.width, height: r.height, top: r.top, left: r.left },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);
  return size;
}

/**
 * The 3-D view of a room document (loaded lazily by the page: all three.js code sits under this module).
 * Drawn on demand, lit by LightRig (environment, sun with a frozen shadow map, ceiling lights, AgX), and
 * cheaper while the camera moves (motion-quality.ts), which keeps it usable in software WebGL.
 * The root is made with r3f's `createRoot` rather than its `<Canvas>`, which registers all of three.js and
 * so keeps every class of it in the bundle; catalogue.ts registers the few the room uses.
 */
export default function RoomCanvas({ ref, ...props }: RoomSceneProps & { ref?: Ref<RoomCanvasHandle> }) {
  const { document: doc, view } = props;
  const box = useRef<HTMLDivElement>(null);
  const root = useRef<{
    root: ReconcilerRoot<HTMLCanvasElement>;
    renderer: WebGLRenderer;
    software: boolean;
    /** The size the root was last configured for, and that configuring while it runs. */
    size: Size | null;
    ready: Promise<void> | null;
  } | null>(null);
  const gl = useRef<WebGLRenderer | null>(null);
  const photo = useRef<TakePhoto | null>(null);
  const maps = useRef<TakeMaps | null>(null);
  const size = useBoxSize(box);
  const [error, setError] = useState<unknown>(null);
  useImperativeHandle(
    ref,
    () => ({
      screenshot: () => gl.current?.domElement.toDataURL('image/png') ?? '',
      photo: (opts) => photo.current?.(opts) ?? Promise.reject(new Error('The 3-D view is still loading.')),
      maps: () => maps.current?.() ?? Promise.reject(new Error('The 3-D view is still loading.')),
    }),
    [],
  );
  const bounds = useMemo(() => roomBounds(doc), [doc]);
  const pools = useMemo(() => poolsOf(doc), [doc]);
  // The picture's quality goes on the box as an attribute, not React state: it changes with every gesture.
  const showQuality = (quality: Quality) => {
    if (box.current) box.current.dataset.quality = quality;
  };
  const scene = (
    <PassErrorOut onError={setError}>
      <Outdoors bounds={bounds} pools={pools} />
      <CanvasLabel label={`3-D view of ${doc.name}`} />
      <MovingCamera
        doc={doc}
        bounds={bounds}
        view={view}
        software={root.current?.software ?? false}
        onQuality={showQuality}
      />
      <RoomScene
        document={doc}
        textures={props.textures}
        selection={props.selection}
        onSelect={props.onSelect}
        style={props.style}
      />
      {/* After the room: it sets the room's meshes to cast and take the sun's shadow. */}
      <LightRig doc={doc} bounds={bounds} />
      <GlossyFloors doc={doc} textures={props.textures} />
      <PhotoBooth take={photo} software={root.current?.software ?? false} />
      <MapBooth take={maps} bounds={bounds} />
      <FirstFrame onFirstFrame={props.onFirstFrame} />
    </PassErrorOut>
  );

  // The canvas: the warmed renderer's (warm-renderer.ts) when there is one, else a new one; a root per mount.
  // Without WebGL this throws, and the page's boundary says so.
  useLayoutEffect(() => {
    const { gl: renderer, software, close } = openRoom();
    const el = renderer.domElement;
    el.style.display = 'block';
    box.current?.append(el);
    root.current = { root: createRoot(el), renderer, software, size: null, ready: null };
    return () => {
      root.current = null;
      el.remove();
      unmountComponentAtNode(el);
      close();
    };
  }, []);

  // Every render of the page hands the 3-D root its new scene: at once once the root is configured for the
  // box's size (a swap redraws in the next frame), after configuring when the size is new.
  useLayoutEffect(() => {
    const room = root.current;
    if (!room || !size || size.width === 0 || size.height === 0) return;
    if (room.size !== size) {
      room.size = size;
      const configuring = room.root
        .configure({
          frameloop: 'demand',
          dpr: room.software ? 1 : [1, 1.5],
          gl: room.renderer,
          // Drawn when the room changes, not every frame (LightRig); PCF softened by the sun's shadow.radius.
          shadows: { enabled: true, type: PCFShadowMap, autoUpdate: false },
          camera: { fov: 45, near: 0.05, far: 500 },
          size,
          events: pointerEvents,
          onCreated: (state: RootState) => {
            state.events.connect?.(box.current);
            gl.current = state.gl;
          },
        })
        // The environment too (a few ms once fetched), so the first frame's shaders are compiled once, with it.
        .then(() => loadRoomEnvironment().catch(() => null))
        .then(() => {
          if (room.ready === configuring) room.ready = null;
        });
      room.ready = configuring;
    }
    // A root that cannot be configured (its renderer lost): the page's boundary says so.
    if (room.ready) room.ready.then(() => room.root.render(scene), setError);
    else room.root.render(scene);
  });
  // The baked light's passes, shown on the box (`data-baked`) for tests and the screenshot script to wait on.
  useEffect(
    () =>
      bakedLight.subscribe(() => {
        const { baked, passes } = bakedLight.get();
        if (!box.current) return;
        if (baked) box.current.dataset.baked = String(passes);
        else delete box.current.dataset.baked;
      }),
    [],
  );
  if (error) throw error;

  return <div data-testid="room-canvas" data-view={view} data-quality="full" style={FILL} ref={box} />;
}
