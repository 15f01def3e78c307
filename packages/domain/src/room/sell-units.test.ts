import { describe, expect, it } from 'vitest';
import { inchesOf, sellUnitOf } from './sell-units.ts';

const size = (over: Partial<Parameters<typeof sellUnitOf>[0]>) => ({
  unit: 'Box',
  boxSqft: 15,
  widthSize: '12',
  heightSize: '12',
  lengthSize: null,
  ...over,
});

describe('how a catalogue size is bought where it is used', () => {
  it('reads size labels as inches', () => {
    expect([
      inchesOf('30'),
      inchesOf('1.25'),
      inchesOf('15 ft'),
      inchesOf('Standard'),
      inchesOf(null),
    ]).toEqual([30, 1.25, 180, null, null]);
  });

  it('boxes, pallets and slabs by coverage, laid as their width × length', () => {
    expect(sellUnitOf(size({}), 'surface')).toEqual({
      kind: 'area',
      unitName: 'Box',
      coverageSqft: 15,
      tileWidthIn: 12,
      tileLengthIn: 12,
      laid: 'tile',
    });
    expect(
      sellUnitOf(
        size({ unit: 'Box', widthSize: '7', heightSize: null, lengthSize: '72', boxSqft: 23.4 }),
        'surface',
      ),
    ).toMatchObject({ tileWidthIn: 7, tileLengthIn: 72 });
    expect(sellUnitOf(size({ boxSqft: null }), 'surface')).toBeNull();
  });

  it('a 15 × 25 ft roll of turf is cut in strips; a 12 × 24 in coping piece runs 24 in of edge, 12 in deep', () => {
    expect(
      sellUnitOf(
        size({ unit: 'Roll', boxSqft: null, widthSize: '15 ft', heightSize: null, lengthSize: '25 ft' }),
        'surface',
      ),
    ).toEqual({ kind: 'roll', unitName: 'Roll', rollWidthIn: 180, rollLengthIn: 300 });
    expect(
      sellUnitOf(size({ unit: 'Piece', boxSqft: null, widthSize: '12', heightSize: '24' }), 'surface'),
    ).toEqual({
      kind: 'linear',
      unitName: 'Piece',
      pieceLengthIn: 24,
      pieceDepthIn: 12,
    });
  });

  it('planks by their texture or category, whatever their length; tiles by the piece by their category', () => {
    const plank = { unit: 'Box', widthSize: '7', heightSize: null, lengthSize: '72', boxSqft: 23.4 };
    expect(sellUnitOf(size({ ...plank, pattern: 'plank' }), 'surface')).toMatchObject({ laid: 'plank' });
    expect(sellUnitOf(size({ ...plank, category: 'luxury-flooring' }), 'surface')).toMatchObject({
      laid: 'plank',
    });
    expect(sellUnitOf(size({ ...plank, category: 'Tile Flooring' }), 'surface')).toMatchObject({
      laid: 'tile',
    });
    expect(
      sellUnitOf(
        size({ unit: 'Piece', boxSqft: null, widthSize: '24', heightSize: '48', category: 'Tile Flooring' }),
        'surface',
      ),
    ).toEqual({
      kind: 'area',
      unitName: 'Piece',
      coverageSqft: 8,
      tileWidthIn: 24,
      tileLengthIn: 48,
      laid: 'tile',
    });
  });

  it('a 126 × 63 in slab is cut into, not counted by area', () => {
    expect(
      sellUnitOf(size({ unit: 'Slab', boxSqft: 55, widthSize: '126', heightSize: '63' }), 'surface'),
    ).toEqual({
      kind: 'slab',
      unitName: 'Slab',
      slabLengthIn: 126,
      slabWidthIn: 63,
    });
    expect(
      sellUnitOf(
        size({ unit: 'Slab', boxSqft: 55, widthSize: '126', heightSize: '63', cutAllowanceIn: 0.5 }),
        'surface',
      ),
    ).toMatchObject({ kind: 'slab', cutAllowanceIn: 0.5 });
  });

  it('anything on a fixture is one piece', () => {
    expect(sellUnitOf(size({ unit: 'Piece', widthSize: 'Standard', heightSize: null }), 'fixture')).toEqual({
      kind: 'piece',
      unitName: 'Piece',
    });
  });
});
