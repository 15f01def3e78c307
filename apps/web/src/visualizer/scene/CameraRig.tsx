import type { RoomDocument } from '@app/domain/room/document';
import { roomOutline } from '@app/domain/room/geometry';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { MOUSE, type PerspectiveCamera, TOUCH, Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { type Bounds, type CameraPose, cameraPose, eyeLevelPose, insideWalls } from './framing.ts';
import { useLatestCallback } from './hooks.ts';
import { LookControls } from './look-controls.ts';
import type { SceneView } from './types.ts';

/** How long the camera takes to move between views. */
const TWEEN_MS = 400;
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

type Tween = { from: { position: Vector3; target: Vector3; fov: number }; to: CameraPose; start: number };

function poseFor(doc: RoomDocument, bounds: Bounds, view: SceneView, aspect: number): CameraPose {
  return view === 'eye' ? eyeLevelPose(doc, bounds, aspect) : cameraPose(bounds, view, aspect, 45);
}

/**
 * The camera and its controls, wired by hand (no drei): OrbitControls for the orbit and top views, eye-level
 * LookControls (look-controls.ts) for the view from the doorway. Either asks for a frame when it moves the
 * camera (the canvas draws on demand). A change of view glides the camera there over 400 ms, a frame asked
 * for at each step; the camera is placed again only when the view changes or the room's walls or extent do,
 * not on every edit inside it. `onMoving` says when a gesture starts and ends (the canvas draws cheaper
 * meanwhile).
 */
export function CameraRig({
  doc,
  bounds,
  view,
  onMoving,
}: {
  doc: RoomDocument;
  bounds: Bounds;
  view: SceneView;
  onMoving?: (moving: boolean) => void;
}) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const size = useThree((s) => s.size);
  const orbit = useRef<OrbitControls | null>(null);
  const look = useRef<LookControls | null>(null);
  const tween = useRef<Tween | null>(null);
  const placed = useRef(false);
  const aspect = useRef(1);
  aspect.current = size.width / Math.max(1, size.height);
  const moving = useLatestCallback((on: boolean) => onMoving?.(on));
  const outline = useMemo(() => roomOutline(doc.walls), [doc.walls]);
  const outlineRef = useRef(outline);
  outlineRef.current = outline;

  useEffect(() => {
    const redraw = () => invalidate();
    const start = () => moving(true);
    const end = () => moving(false);
    // The eye stays in the room, clear of the walls; a room without closed walls lets it go anywhere.
    const canStand = (p: Vector3) =>
      !outlineRef.current || insideWalls(outlineRef.current, { x: p.x * 1000, y: -p.z * 1000 });
    const controls = [
      new OrbitControls(camera, gl.domElement),
      new LookControls(camera, gl.domElement, canStand),
    ];
    const [o, l] = controls as [OrbitControls, LookControls];
    o.enabled = false;
    // Two fingers pinch to zoom and move together to pan, on phones.
    o.touches.TWO = TOUCH.DOLLY_PAN;
    for (const c of controls) {
      c.addEventListener('change', redraw);
      c.addEventListener('start', start);
      c.addEventListener('end', end);
    }
    orbit.current = o;
    look.current = l;
    return () => {
      for (const c of controls) c.dispose();
      orbit.current = null;
      look.current = null;
    };
  }, [camera, gl, invalidate, moving]);

  /** Hands the camera to the view's controls once it stands at the pose. */
  const settle = useLatestCallback((pose: CameraPose, settledView: SceneView) => {
    camera.position.set(...pose.position);
    camera.fov = pose.fov;
    camera.near = pose.near;
    camera.far = pose.far;
    camera.updateProjectionMatrix();
    camera.lookAt(...pose.target);
    const o = orbit.current;
    const l = look.current;
    if (!o || !l) return;
    l.enabled = settledView === 'eye';
    o.enabled = settledView !== 'eye';
    if (l.enabled) l.lookAt(new Vector3(...pose.target));
    else {
      o.target.set(...pose.target);
      // The top view stays a plan: the left button and one finger pan. The orbit view never goes under the floor.
      const top = settledView === 'top';
      o.enableRotate = !top;
      o.mouseButtons.LEFT = top ? MOUSE.PAN : MOUSE.ROTATE;
      o.touches.ONE = top ? TOUCH.PAN : TOUCH.ROTATE;
      o.maxPolarAngle = top ? Math.PI : Math.PI / 2 - 0.05;
      o.minDistance = 0.5;
      const distance = Math.hypot(...pose.position.map((v, i) => v - pose.target[i]!));
      o.maxDistance = distance * 3;
      o.update();
    }
  });

  const extent = JSON.stringify([bounds, doc.walls, doc.openings]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed again when the walls, openings or extent change, read from `extent`.
  useEffect(() => {
    const pose = poseFor(doc, bounds, view, aspect.current);
    if (!placed.current) {
      // The first frame shows the room at once.
      placed.current = true;
      settle(pose, view);
    } else {
      if (orbit.current) orbit.current.enabled = false;
      if (look.current) look.current.enabled = false;
      const ahead = new Vector3();
      camera.getWorldDirection(ahead);
      const reach = camera.position.distanceTo(new Vector3(...pose.target));
      tween.current = {
        from: {
          position: camera.position.clone(),
          target: camera.position.clone().addScaledVector(ahead, reach),
          fov: camera.fov,
        },
        to: pose,
        start: performance.now(),
      };
    }
    invalidate();
  }, [extent, view, camera, invalidate]);

  useFrame(() => {
    const t = tween.current;
    if (!t) return;
    const k = Math.min(1, (performance.now() - t.start) / TWEEN_MS);
    if (k >= 1) {
      tween.current = null;
      settle(t.to, view);
      return;
    }
    const e = ease(k);
    camera.position.lerpVectors(t.from.position, new Vector3(...t.to.position), e);
    camera.fov = t.from.fov + (t.to.fov - t.from.fov) * e;
    camera.near = t.to.near;
    camera.far = Math.max(camera.far, t.to.far);
    camera.updateProjectionMatrix();
    camera.lookAt(t.from.target.clone().lerp(new Vector3(...t.to.target), e));
    invalidate();
  });
  return null;
}
