import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { MOUSE, type PerspectiveCamera, TOUCH } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { type Bounds, cameraPose } from './framing.ts';
import type { SceneView } from './types.ts';

/**
 * The camera and its OrbitControls, wired by hand (no drei): the controls ask for a frame when they move the
 * camera (the canvas draws on demand, and damping would need a frame loop). The camera is framed again when
 * the view changes or the room's extent does, not on every edit inside it.
 */
export function CameraRig({ bounds, view }: { bounds: Bounds; view: SceneView }) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const size = useThree((s) => s.size);
  const controls = useRef<OrbitControls | null>(null);
  const aspect = useRef(1);
  aspect.current = size.width / Math.max(1, size.height);

  useEffect(() => {
    const orbit = new OrbitControls(camera, gl.domElement);
    const redraw = () => invalidate();
    orbit.addEventListener('change', redraw);
    controls.current = orbit;
    return () => {
      orbit.removeEventListener('change', redraw);
      orbit.dispose();
      controls.current = null;
    };
  }, [camera, gl, invalidate]);

  const extent = JSON.stringify(bounds);
  useEffect(() => {
    const pose = cameraPose(JSON.parse(extent) as Bounds, view, aspect.current, camera.fov);
    camera.position.set(...pose.position);
    camera.near = pose.near;
    camera.far = pose.far;
    camera.updateProjectionMatrix();
    camera.lookAt(...pose.target);
    const orbit = controls.current;
    if (orbit) {
      orbit.target.set(...pose.target);
      // The top view stays a plan: the left button and one finger pan. The orbit view never goes under the floor.
      orbit.enableRotate = view === 'orbit';
      orbit.mouseButtons.LEFT = view === 'orbit' ? MOUSE.ROTATE : MOUSE.PAN;
      orbit.touches.ONE = view === 'orbit' ? TOUCH.ROTATE : TOUCH.PAN;
      orbit.maxPolarAngle = view === 'orbit' ? Math.PI / 2 - 0.05 : Math.PI;
      orbit.minDistance = 0.5;
      orbit.maxDistance = pose.distance * 3;
      orbit.update();
    }
    invalidate();
  }, [extent, view, camera, invalidate]);
  return null;
}
