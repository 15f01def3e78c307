import type { ProductShape } from '@app/domain/catalog/product-art';
import type { Style } from '@app/domain/catalog/styles';
import type { MirrorLook } from '@app/domain/catalog/texture';
import type { FixtureKind, FixtureVariant } from '@app/domain/room/document';
import type { BufferGeometry } from 'three';
import { dishwasher, hood, laundry } from './fixtures/appliances.ts';
import { cabinet } from './fixtures/cabinet.ts';
import { faucet } from './fixtures/faucet.ts';
import { fan, light } from './fixtures/lights.ts';
import { mirror } from './fixtures/mirror.ts';
import { type FixtureShape, type Model, type Parts, ROLES, type Role } from './fixtures/model.ts';
import { range } from './fixtures/range.ts';
import { refrigerator } from './fixtures/refrigerator.ts';
import { shower } from './fixtures/shower.ts';
import { sink } from './fixtures/sink.ts';
import { styleKit } from './fixtures/style-kit.ts';
import { toilet } from './fixtures/toilet.ts';
import { tub } from './fixtures/tub.ts';
import { vanity } from './fixtures/vanity.ts';
import { merged } from './parts.ts';
import { metres } from './units.ts';

/** An appliance by its variant; one saved before variants existed is read from its size. */
function appliance(shape: FixtureShape): Parts {
  const variant = shape.variant ?? (shape.h > 1.4 ? 'refrigerator' : 'range');
  if (variant === 'refrigerator') return refrigerator(shape);
  if (variant === 'dishwasher') return dishwasher(shape);
  if (variant === 'hood') return hood(shape);
  if (variant === 'washer' || variant === 'dryer') return laundry({ ...shape, variant });
  return range({ ...shape, variant });
}

const MODELS: Record<FixtureKind, Model> = {
  vanity,
  sink,
  faucet,
  toilet,
  tub,
  shower,
  light,
  fan,
  appliance,
  cabinet: (shape) => cabinet({ ...shape, variant: shape.variant ?? 'base' }),
  mirror,
};

export type FixtureModel = Partial<Record<Role, BufferGeometry>>;

export type FixtureSpec = {
  kind: FixtureKind;
  variant?: FixtureVariant;
  /** Millimetres, as in the room document. */
  width: number;
  depth: number;
  height: number;
  style?: Style;
  /** A sink cut into a counter: the counter's surface above the sink's elevation (mm). */
  counterTopMm?: number;
  /** A base cabinet under a sink's opening: no top on its carcass. */
  openTop?: boolean;
  /** A mirror's outline and frame, from its product's texture. */
  mirror?: MirrorLook;
  /** The product's own shape where it is not the style's: a knob or a bar pull, a recessed can, a clawfoot. */
  shape?: ProductShape;
};

/** The style's kit, with the product's own shape where it says one (a knob pull on any door, claw feet). */
export function kitOf(style: Style | undefined, shape: ProductShape | undefined) {
  const kit = styleKit(style);
  if (shape === 'knob' || shape === 'bar') return { ...kit, hardware: shape };
  if (shape === 'clawfoot') return { ...kit, clawfoot: true };
  return kit;
}

/**
 * A fixture's model at its real size (in metres, in the fixture's own frame: see FixtureShape), built
 * from its kind, variant and the room's style: one merged geometry per material role it has, so a fixture
 * is a handful of meshes whatever its detail.
 */
export function fixtureModel(spec: FixtureSpec): FixtureModel {
  const { kind, variant, width, depth, height, style, counterTopMm, openTop, shape } = spec;
  const parts = MODELS[kind]({
    w: metres(width),
    h: metres(height),
    d: metres(depth),
    variant,
    kit: kitOf(style, shape),
    ...(shape === 'recessed' ? { recessed: true } : {}),
    ...(shape === 'clawfoot' ? { freestanding: true } : {}),
    ...(counterTopMm === undefined ? {} : { counterTop: metres(counterTopMm) }),
    ...(openTop ? { openTop } : {}),
    ...(spec.mirror ? { mirror: spec.mirror } : {}),
  });
  const model: FixtureModel = {};
  for (const role of ROLES) if (parts[role].length > 0) model[role] = merged(parts[role]);
  return model;
}

/** Frees every geometry of a model. */
export const disposeModel = (model: FixtureModel) => {
  for (const geometry of Object.values(model)) geometry?.dispose();
};
