import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitSlabs } from './slab-fitting.ts';

const SLAB = { lengthIn: 126, widthIn: 63 };

describe('countertop slabs by fitting, worked out by hand', () => {
  it('a 125.98 in run on a 126 in slab needs 2 slabs: the cut allowance does not fit one piece', () => {
    // 125.98 + 2 × 1 in = 127.98 in > 126 in → 2 pieces of 125.98 / 2 + 2 = 64.99 in, 25.5 + 2 = 27.5 in deep,
    // 1 seam. Its two pieces come from two slabs so the veining carries on across the seam.
    expect(fitSlabs([{ id: 'run', lengthIn: 125.98, depthIn: 25.5 }], SLAB)).toEqual({
      slabs: 2,
      seams: 1,
      steps: [
        'run: 125.98 + 2 × 1 in = 127.98 in > 126 in slab → 2 pieces of 64.99 × 27.5 in, 1 seam',
        'slab 1: row 1, 27.5 in deep: run 1/2 (64.99 in)',
        'slab 2: row 1, 27.5 in deep: run 2/2 (64.99 in)',
        '2 pieces in rows across 126 × 63 in slabs → 2, 1 seam',
      ],
    });
  });

  it('a 124 in run fits one slab in one piece: 124 + 2 × 1 = 126 in', () => {
    expect(fitSlabs([{ id: 'run', lengthIn: 124, depthIn: 25.5 }], SLAB)).toMatchObject({
      slabs: 1,
      seams: 0,
    });
  });

  it('a vendor’s own allowance: at 0.5 in a 125 in run is one piece (125 + 1 = 126), at the default 1 in two', () => {
    const run = [{ id: 'run', lengthIn: 125, depthIn: 25.5 }];
    expect(fitSlabs(run, { ...SLAB, cutAllowanceIn: 0.5 })).toMatchObject({
      slabs: 1,
      seams: 0,
      steps: [
        'run: 125 + 2 × 0.5 in = 126 in within the 126 in slab → 1 piece of 126 × 26.5 in',
        'slab 1: row 1, 26.5 in deep: run (126 in)',
        '1 piece in rows across 126 × 63 in slabs → 1, 0 seams',
      ],
    });
    expect(fitSlabs(run, SLAB)).toMatchObject({ slabs: 2, seams: 1 });
  });

  it('a 12 ft galley (two 144 × 25 in runs): each run in two 74 in pieces with a seam; two 27 in rows a slab → 2 slabs', () => {
    // 144 + 2 = 146 > 126 → 2 pieces of 72 + 2 = 74 in, 25 + 2 = 27 in deep. 2 × 27 = 54 ≤ 63: two rows a slab;
    // each run's two pieces on different slabs → slab 1 and slab 2 each hold one piece of each run.
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
        'counter-s: 144 + 2 × 1 in = 146 in > 126 in slab → 2 pieces of 74 × 27 in, 1 seam',
        'counter-n: 144 + 2 × 1 in = 146 in > 126 in slab → 2 pieces of 74 × 27 in, 1 seam',
        'slab 1: row 1, 27 in deep: counter-s 1/2 (74 in); row 2, 27 in deep: counter-n 1/2 (74 in)',
        'slab 2: row 1, 27 in deep: counter-s 2/2 (74 in); row 2, 27 in deep: counter-n 2/2 (74 in)',
        '4 pieces in rows across 126 × 63 in slabs → 2, 2 seams',
      ],
    });
  });

  it('pieces share a row by length and a slab by depth: 62 + 52 in in one 27 in row; an 80 × 44 in island crowds them out', () => {
    // a: 60 + 2 = 62 in, b: 50 + 2 = 52 in, both 27 in deep: 62 + 52 = 114 ≤ 126 → one row, one slab.
    const a = { id: 'a', lengthIn: 60, depthIn: 25 };
    const b = { id: 'b', lengthIn: 50, depthIn: 25 };
    expect(fitSlabs([a, b], SLAB)?.slabs).toBe(1);
    // The island (78 + 2) × (42 + 2) = 80 × 44 in goes first: its row leaves 126 − 80 = 46 in, too short for
    // 62 or 52, and 63 − 44 = 19 in of width, too narrow for a 27 in row → a and b go to slab 2.
    const fit = fitSlabs([a, b, { id: 'island', lengthIn: 78, depthIn: 42 }], SLAB);
    expect(fit?.slabs).toBe(2);
    expect(fit?.steps.slice(3, 5)).toEqual([
      'slab 1: row 1, 44 in deep: island (80 in)',
      'slab 2: row 1, 27 in deep: a (62 in) + b (52 in)',
    ]);
  });

  it('a run deeper than the slab is wide, allowance included, cannot be cut from it', () => {
    expect(fitSlabs([{ id: 'x', lengthIn: 60, depthIn: 61.5 }], SLAB)).toBeNull(); // 63.5 > 63
    expect(fitSlabs([{ id: 'x', lengthIn: 60, depthIn: 61 }], SLAB)?.slabs).toBe(1); // 63 ≤ 63
  });

  it('never fewer slabs than the area needs, one seam per extra piece, a run’s pieces on different slabs', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lengthIn: fc.integer({ min: 12, max: 400 }),
            depthIn: fc.integer({ min: 12, max: 44 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (runs) => {
          const fit = fitSlabs(
            runs.map((r, i) => ({ ...r, id: `r${i}` })),
            SLAB,
          )!;
          const pieces = runs.map((r) => Math.ceil(r.lengthIn / 124));
          const area = runs.reduce((s, r, i) => s + (r.lengthIn + 2 * pieces[i]) * (r.depthIn + 2), 0);
          expect(fit.slabs * SLAB.lengthIn * SLAB.widthIn).toBeGreaterThanOrEqual(area);
          expect(fit.seams).toBe(pieces.reduce((s, n) => s + n - 1, 0));
          expect(fit.slabs).toBeGreaterThanOrEqual(Math.max(...pieces));
        },
      ),
    );
  });
});
