import type { FixtureKind } from '@app/domain/room/document';
import type { BufferGeometry } from 'three';
import { box, cylinder, hollowBox, merged } from './parts.ts';
import { metres } from './units.ts';

/**
 * Simple parametric models of the fixtures at their real size, in metres, in the fixture's own frame: the
 * footprint centred on the origin, width along x, height up from y = 0, the front towards -z (plan +y at
 * rotation 0) and the back (against its wall) towards +z.
 */
type Model = (w: number, h: number, d: number) => BufferGeometry[];

const MODELS: Record<FixtureKind, Model> = {
  cabinet: (w, h, d) => [box(w, h, d, 0, h / 2, 0)],
  appliance: (w, h, d) => [box(w, h, d, 0, h / 2, 0)],
  vanity: (w, h, d) => [
    box(w, h - 0.03, d - 0.02, 0, (h - 0.03) / 2, 0.01),
    box(w, 0.03, d, 0, h - 0.015, 0),
  ],
  toilet: (w, h, d) => {
    const tank = Math.min(0.22, d * 0.3);
    const seat = Math.min(0.4, h * 0.55);
    const bowl = cylinder(w / 2, w * 0.3, seat, 0, seat / 2, 0);
    bowl.scale(1, 1, (d - tank) / w).translate(0, 0, -tank / 2);
    return [bowl, box(w, h - seat, tank, 0, seat + (h - seat) / 2, (d - tank) / 2)];
  },
  tub: (w, h, d) => hollowBox(w, h, d, 0.07),
  // A drop-in rim 40 mm above its top, so it shows through a 30 mm countertop laid over the cabinets.
  sink: (w, h, d) => [...hollowBox(w, h, d, 0.02), ...hollowBox(w, 0.04, d, 0.03, h)],
  shower: (w, h, d) => [
    box(w, 0.05, d, 0, 0.025, 0),
    box(w, h - 0.05, 0.01, 0, h / 2 + 0.025, -(d - 0.01) / 2),
    box(0.01, h - 0.05, d, -(w - 0.01) / 2, h / 2 + 0.025, 0),
    box(0.01, h - 0.05, d, (w - 0.01) / 2, h / 2 + 0.025, 0),
  ],
  faucet: (_w, h, d) => {
    const reach = Math.max(0.12, d + 0.05);
    const back = d / 2 - 0.03;
    return [
      cylinder(0.028, 0.028, 0.02, 0, 0.01, back),
      cylinder(0.014, 0.014, h * 0.85, 0, (h * 0.85) / 2, back),
      box(0.026, 0.026, reach, 0, h * 0.85, back - reach / 2),
    ];
  },
  light: (w, h) => {
    const shade = Math.min(0.2, h * 0.5);
    return [
      cylinder(w * 0.15, w / 2, shade, 0, shade / 2, 0),
      cylinder(0.006, 0.006, h - shade, 0, shade + (h - shade) / 2, 0),
    ];
  },
  fan: (w, h) => {
    const blade = w / 2 - 0.09;
    const blades = [0, 1, 2, 3].map((k) =>
      box(blade, 0.012, 0.12, 0.09 + blade / 2, h * 0.3, 0).rotateY((k * Math.PI) / 2),
    );
    return [
      cylinder(0.01, 0.01, h * 0.6, 0, h * 0.7, 0),
      cylinder(0.09, 0.09, 0.08, 0, h * 0.3, 0),
      ...blades,
    ];
  },
};

/** A fixture's model at its width × depth × height (mm), as one geometry in metres. */
export function fixtureGeometry(kind: FixtureKind, widthMm: number, depthMm: number, heightMm: number) {
  return merged(MODELS[kind](metres(widthMm), metres(heightMm), metres(depthMm)));
}

/** What a fixture is drawn in before a product (with a texture) is chosen. */
export const FIXTURE_NEUTRAL: Record<FixtureKind, string> = {
  vanity: '#b08d6a',
  sink: '#f1f1ee',
  faucet: '#b9bec4',
  toilet: '#f4f4f1',
  tub: '#f4f4f1',
  shower: '#cfe3ee',
  light: '#fbf6e6',
  fan: '#8f8a84',
  appliance: '#b9bcc0',
  cabinet: '#c8b293',
};
