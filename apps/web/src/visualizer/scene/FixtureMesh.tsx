import type { ProductTexture } from '@app/domain/catalog/contract';
import type { Fixture } from '@app/domain/room/document';
import { memo } from 'react';
import { useMaterial } from '../materials/product-material.ts';
import { FIXTURE_NEUTRAL, fixtureGeometry } from './fixture-models.ts';
import { useDisposable } from './hooks.ts';
import { type Select, usePickable } from './pickable.ts';
import { productKeyOf, toScene, yaw } from './units.ts';

type Props = { fixture: Fixture; texture: ProductTexture | undefined; selected: boolean; select: Select };

/**
 * A fixture's model at its real size, standing at its place and turned: moving or turning it changes only
 * the mesh's transform; its geometry is rebuilt only when its kind or size changes.
 */
export const FixtureMesh = memo(function FixtureMesh({ fixture, texture, selected, select }: Props) {
  const { kind, width, depth, height } = fixture;
  const productKey = productKeyOf(fixture.product);
  const geometry = useDisposable(
    () => fixtureGeometry(kind, width, depth, height),
    [kind, width, depth, height],
  );
  const material = useMaterial({
    productKey,
    texture,
    pattern: 'straight',
    selected,
    neutral: FIXTURE_NEUTRAL[kind],
    finish: kind === 'shower' ? 'glass' : undefined,
  });
  return (
    <mesh
      {...usePickable('fixture', fixture.id, productKey, select)}
      geometry={geometry}
      material={material}
      position={toScene(fixture.at, fixture.elevation)}
      rotation={[0, yaw(fixture.rotation), 0]}
    />
  );
});
