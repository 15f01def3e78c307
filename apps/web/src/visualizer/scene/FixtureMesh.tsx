import type { ProductTexture } from '@app/domain/catalog/contract';
import type { Style } from '@app/domain/catalog/styles';
import type { Fixture } from '@app/domain/room/document';
import { memo, useRef } from 'react';
import type { Group, Material } from 'three';
import { FIXTURE_PATTERN, useMaterial } from '../materials/product-material.ts';
import { HiddenFromBehind } from './behind-wall.tsx';
import { disposeModel, fixtureModel } from './fixture-models.ts';
import { useFixtureDebug } from './fixtures/debug.ts';
import { fixtureLooks, PRODUCT_ROLES, useLookMaterials } from './fixtures/fixture-materials.ts';
import { DEFAULT_MIRROR } from './fixtures/mirror.ts';
import { ROLES, type Role } from './fixtures/model.ts';
import { styleKit } from './fixtures/style-kit.ts';
import { useDisposable } from './hooks.ts';
import { MirrorGlass } from './MirrorGlass.tsx';
import { type Select, usePickable } from './pickable.ts';
import { metres, productKeyOf, toScene, yaw } from './units.ts';

type Props = {
  fixture: Fixture;
  texture: ProductTexture | undefined;
  selected: boolean;
  select: Select;
  /** The room's design style: its fixture shapes, cabinet doors, hardware and palette. */
  style?: Style;
  /** A sink cut into a counter: the counter's surface above the sink's elevation (mm), where its rim lies. */
  counterTopMm?: number;
  /** A base cabinet under a sink's opening: drawn without its top, so the bowl shows through the hole. */
  openTop?: boolean;
};

/** Cabinet fronts and carcasses take the product's own texture (a wood grain, a paint), as surfaces do. */
const TEXTURED = new Set(['vanity', 'cabinet']);

/**
 * A fixture's model at its real size, standing at its place and turned: one mesh per material role (the
 * product's colour and finish on its own parts, porcelain, glass, trim on the rest). Moving or turning it
 * changes only the group's transform; its geometry is rebuilt only when its kind, variant, size or the
 * room's style changes (or the counter it is cut into). A click on any of its parts selects it.
 */
export const FixtureMesh = memo(function FixtureMesh({
  fixture,
  texture,
  selected,
  select,
  style,
  counterTopMm,
  openTop,
}: Props) {
  const { kind, variant, width, depth, height } = fixture;
  const productKey = productKeyOf(fixture.product);
  const kit = styleKit(style);
  // A mirror is drawn in its product's outline and frame.
  const mirror = kind === 'mirror' ? (texture?.mirror ?? DEFAULT_MIRROR) : undefined;
  // The product's own shape where it says one (a recessed light, a clawfoot tub), else the style's.
  const shape = texture?.shape;
  const model = useDisposable(() => {
    const built = fixtureModel({
      kind,
      variant,
      width,
      depth,
      height,
      style,
      counterTopMm,
      openTop,
      mirror,
      ...(shape ? { shape } : {}),
    });
    return { built, dispose: () => disposeModel(built) };
  }, [kind, variant, width, depth, height, style, counterTopMm, openTop, mirror, shape]).built;
  const textured = useMaterial({
    productKey,
    texture,
    pattern: FIXTURE_PATTERN,
    selected,
    neutral: kit.palette.door,
  });
  const looks = useLookMaterials(fixtureLooks(kind, variant, texture, kit), selected);
  const materialOf = (role: Role): Material =>
    TEXTURED.has(kind) && PRODUCT_ROLES[kind].includes(role) ? textured : looks[role];
  const group = useRef<Group>(null);
  useFixtureDebug(fixture.id, kind, group);
  const { raycast, ...pickable } = usePickable('fixture', fixture.id, productKey, select);
  // The product's parts first: what a reader of the scene (and its tests) finds first is the product.
  const roles = [...PRODUCT_ROLES[kind], ...ROLES.filter((r) => !PRODUCT_ROLES[kind].includes(r))];
  return (
    <group
      ref={group}
      {...pickable}
      position={toScene(fixture.at, fixture.elevation)}
      rotation={[0, yaw(fixture.rotation), 0]}
    >
      {roles.map((role) => {
        const geometry = model[role];
        if (!geometry) return null;
        return (
          <mesh
            key={role}
            name={`${fixture.id}-${role}`}
            userData={pickable.userData}
            geometry={geometry}
            material={materialOf(role)}
            raycast={raycast}
          />
        );
      })}
      {mirror && <HiddenFromBehind depthM={metres(depth)} />}
      {mirror && (
        <MirrorGlass
          w={metres(width)}
          h={metres(height)}
          d={metres(depth)}
          look={mirror}
          name={fixture.id}
          userData={pickable.userData}
        />
      )}
    </group>
  );
});
