import { describe, expect, it } from 'vitest';
import { rankSubstitutes } from './substitutes.ts';

const candidate = (sizeId: number, widthIn: number | null, colors: string[], priceCents: number) => ({
  sizeId,
  widthIn,
  colors,
  priceCents,
  item: sizeId,
});
const declined = { sizeId: 1, colors: ['white'], priceCents: 50_000 };

describe('ranking substitutes for a declined product', () => {
  it('leaves the declined size out; fits first, then a shared colour, then the closest price', () => {
    const ranked = rankSubstitutes(
      [
        candidate(1, 30, ['white'], 50_000),
        candidate(2, 48, ['white'], 50_000), // too wide for 36 in
        candidate(3, 30, ['grey'], 50_100),
        candidate(4, 36, ['white'], 70_000),
        candidate(5, 24, ['white'], 45_000),
        candidate(6, null, ['white'], 50_000), // width unknown: not known to fit
      ],
      declined,
      36,
    );
    // 2 and 6 do not fit (too wide; width unknown) and tie on colour and price: kept in order.
    expect(ranked).toEqual([5, 4, 3, 2, 6]);
  });

  it('a surface has no width to fit: colour, then price', () => {
    const ranked = rankSubstitutes(
      [
        candidate(2, 48, ['grey'], 50_000),
        candidate(3, null, ['white'], 90_000),
        candidate(4, 12, ['white'], 60_000),
      ],
      declined,
      null,
    );
    expect(ranked).toEqual([4, 3, 2]);
  });
});
