import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { type Group, Vector3 } from 'three';

const local = new Vector3();

/**
 * Hides the fixture it is placed in (a wall-hung mirror) while the camera is behind the wall it hangs on: the
 * 3-D view cuts a wall away when it looks at the room through it, and what hangs on that wall would otherwise
 * float there back to front (a mirror's frame without its glass). The fixture's own frame has its back on the
 * wall at z = depth / 2 (fixtures/model.ts): the camera sees its front from z below that. Checked before each
 * frame is drawn; a hidden fixture is neither drawn nor picked (pickable.ts).
 */
export function HiddenFromBehind({ depthM }: { depthM: number }) {
  const probe = useRef<Group>(null);
  useFrame(({ camera }) => {
    const fixture = probe.current?.parent;
    if (!fixture) return;
    local.setFromMatrixPosition(camera.matrixWorld);
    fixture.worldToLocal(local);
    fixture.visible = local.z < depthM / 2;
  });
  return <group ref={probe} />;
}
