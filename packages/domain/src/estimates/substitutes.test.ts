import { describe, expect, it } from 'vitest';
import { sampleRoom } from '../room/room.fixture.ts';
import { rankSubstitutes, withSubstitute } from './substitutes.ts';

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

describe('a substitute in the room', () => {
  const declinedTile = { product: 'abc123', sizeId: 7 };
  const basalt = { product: 'basalt', sizeId: 301 };

  it('takes the declined product’s place on every surface and fixture holding it, and nothing else', () => {
    const room = sampleRoom();
    room.surfaces[0]!.product = { ...declinedTile };
    room.surfaces[1]!.product = { product: 'abc123', sizeId: 8 }; // another size of the same product
    room.fixtures[0]!.product = { ...declinedTile };
    const swapped = withSubstitute(room, declinedTile, basalt);
    expect(swapped.surfaces.map((s) => [s.id, s.product])).toEqual([
      ['floor', basalt],
      ['south-face', { product: 'abc123', sizeId: 8 }],
      ['backsplash', basalt],
    ]);
    // A fixture keeps its place and size.
    expect(swapped.fixtures[0]).toEqual({ ...room.fixtures[0], product: basalt });
  });

  it('leaves the room it was given as it was (the homeowner has chosen nothing yet)', () => {
    const room = sampleRoom();
    const before = structuredClone(room);
    const swapped = withSubstitute(room, declinedTile, basalt);
    expect(room).toEqual(before);
    expect(swapped.surfaces[2]!.product).toEqual(basalt);
    expect(withSubstitute(swapped, basalt, { product: 'grey', sizeId: 302 }).surfaces[2]!.product).toEqual({
      product: 'grey',
      sizeId: 302,
    });
  });
});
