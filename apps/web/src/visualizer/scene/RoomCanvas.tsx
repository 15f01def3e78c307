import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import type { WebGLRenderer } from 'three';
import { CameraRig } from './CameraRig.tsx';
import { roomBounds } from './framing.ts';
import { useLatestCallback } from './hooks.ts';
import { RoomScene } from './RoomScene.tsx';
import type { RoomCanvasHandle, RoomSceneProps } from './types.ts';

/** The canvas fills whatever box the page gives it. */
const FILL = { position: 'relative', width: '100%', height: '100%' } as const;

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

/**
 * The 3-D view of a room document (loaded lazily by the page: all three.js code sits under this module).
 * Drawn on demand with simple lights and no shadow maps, which keeps the first frame fast in software WebGL.
 */
export default function RoomCanvas({ ref, ...props }: RoomSceneProps & { ref?: Ref<RoomCanvasHandle> }) {
  const { document: doc, view } = props;
  const gl = useRef<WebGLRenderer | null>(null);
  useImperativeHandle(
    ref,
    () => ({ screenshot: () => gl.current?.domElement.toDataURL('image/png') ?? '' }),
    [],
  );
  const bounds = useMemo(() => roomBounds(doc), [doc]);
  const centre = bounds.max.map((v, i) => (v + bounds.min[i]) / 2);
  return (
    <div data-testid="room-canvas" style={FILL}>
      <Canvas
        frameloop="demand"
        dpr={[1, 1.5]}
        gl={{ preserveDrawingBuffer: true, antialias: true }}
        shadows={false}
        camera={{ fov: 45, near: 0.05, far: 500 }}
        onCreated={(state) => {
          gl.current = state.gl;
        }}
      >
        <color attach="background" args={['#eef1f4']} />
        <hemisphereLight args={['#ffffff', '#8a8178', 1.6]} />
        <directionalLight position={[centre[0] - 4, 9, centre[2] + 6]} intensity={1.8} />
        <CanvasLabel label={`3-D view of ${doc.name}`} />
        <CameraRig bounds={bounds} view={view} />
        <RoomScene
          document={doc}
          textures={props.textures}
          selection={props.selection}
          onSelect={props.onSelect}
        />
        <FirstFrame onFirstFrame={props.onFirstFrame} />
      </Canvas>
    </div>
  );
}
