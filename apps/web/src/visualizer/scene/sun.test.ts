import { FLOOR_PLANS } from '@app/domain/room/floor-plans';
import { describe, expect, it } from 'vitest';
import { DAYLIGHT } from '../lighting/sky.ts';
import { sunDirection } from './sun.ts';

const plan = (id: string) => FLOOR_PLANS.find((p) => p.id === id)!.doc;

describe('sunDirection', () => {
  it('shines in through the window of the south wall from outside, from above', () => {
    // The L kitchen's window is in the south wall (plan y = 0, three z = 0): the sun stands south, i.e. +z.
    const [x, y, z] = sunDirection(plan('kitchen-l-shaped-3048x3048'));
    expect(Math.hypot(x, y, z)).toBeCloseTo(1);
    expect(z).toBeGreaterThan(0.6);
    expect(y).toBeGreaterThan(0.4);
    expect(y).toBeLessThan(0.7);
  });

  it('comes through the north window of a living room from the north (−z)', () => {
    const [, y, z] = sunDirection(plan('living-4267x4877'));
    expect(z).toBeLessThan(-0.6);
    expect(y).toBeGreaterThan(0.4);
  });

  it('keeps the baked afternoon sun for a room without a window', () => {
    expect(sunDirection(plan('bathroom-hall-2438x1524'))).toEqual([...DAYLIGHT.sun]);
  });
});
