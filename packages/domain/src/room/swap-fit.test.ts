import { describe, expect, it } from 'vitest';
import { sampleRoom } from './room.fixture.ts';
import { swapProblems } from './swap.ts';
import { widestFit } from './swap-fit.ts';

describe('widestFit: the widest product a fixture can take where it stands', () => {
  it('is the last width without a new problem: a hair wider no longer fits', () => {
    const doc = sampleRoom();
    const range = { type: 'fixture', id: 'range' } as const;
    const widest = widestFit(doc, range)!;
    expect(widest).toBeGreaterThan(30);
    expect(widest).toBeLessThanOrEqual(118);
    expect(swapProblems(doc, range, { product: 'p', sizeId: 1, widthIn: widest })).toEqual([]);
    expect(swapProblems(doc, range, { product: 'p', sizeId: 1, widthIn: widest + 0.1 })).not.toEqual([]);
  });

  it('is null for a surface (any size goes on a floor) and for a fixture the room does not have', () => {
    const doc = sampleRoom();
    expect(widestFit(doc, { type: 'surface', id: 'floor' })).toBeNull();
    expect(widestFit(doc, { type: 'fixture', id: 'nowhere' })).toBeNull();
  });
});
