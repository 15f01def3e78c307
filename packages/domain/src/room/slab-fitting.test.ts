import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitSlabs } from './slab-fitting.ts';

const SLAB = { lengthIn: 126, widthIn: 63 };

describe('countertop slabs by fitting, worked out by hand', () => {
  it('a 12 ft galley (two 144 × 25 in runs): each run in two pieces with a seam; four pieces, two rows a slab → 2 slabs', () => {
    expect(
      fitSlabs(
        [
          { id: 'counter-s', lengthIn: 144, depthIn: 25 },
          { id: 'counter-n', lengthIn: 144, depthIn: 25 },
        ],
        SLAB,
      ),
    ).toEqual({
      slabs: 2,
      seams: 2,
      steps: [
        'counter-s: 144.0 × 25.0 in → 2 pieces, 1 seam',
        'counter-n: 144.0 × 25.0 in → 2 pieces, 1 seam',
        '4 pieces laid on 126 × 63 in slabs → 2',
      ],
    });
  });

  it('short runs share a row: a 60 in and a 50 in run and a 78 × 42 in island fit one slab', () => {
    const fit = fitSlabs(
      [
        { id: 'a', lengthIn: 60, depthIn: 25 },
        { id: 'b', lengthIn: 50, depthIn: 25 },
        { id: 'island', lengthIn: 78, depthIn: 42 },
      ],
      SLAB,
    );
    // The island's row leaves 48 in of length and 21 in of width: the 60 and 50 in pieces need a second slab.
    expect(fit?.slabs).toBe(2);
    expect(
      fitSlabs(
        [
          { id: 'a', lengthIn: 60, depthIn: 25 },
          { id: 'b', lengthIn: 50, depthIn: 25 },
        ],
        SLAB,
      )?.slabs,
    ).toBe(1);
  });

  it('a run deeper than the slab is wide cannot be cut from it', () => {
    expect(fitSlabs([{ id: 'x', lengthIn: 60, depthIn: 70 }], SLAB)).toBeNull();
  });

  it('never fewer slabs than the area needs, never a piece longer than a slab', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lengthIn: fc.integer({ min: 12, max: 400 }),
            depthIn: fc.integer({ min: 12, max: 44 }),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (runs) => {
          const fit = fitSlabs(
            runs.map((r, i) => ({ ...r, id: `r${i}` })),
            SLAB,
          )!;
          const area = runs.reduce((s, r) => s + r.lengthIn * r.depthIn, 0);
          expect(fit.slabs * SLAB.lengthIn * SLAB.widthIn).toBeGreaterThanOrEqual(area);
          expect(fit.seams).toBe(runs.reduce((s, r) => s + Math.ceil(r.lengthIn / SLAB.lengthIn) - 1, 0));
        },
      ),
    );
  });
});
