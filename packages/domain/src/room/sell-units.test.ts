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
    });
    expect(
      sellUnitOf(
        size({ unit: 'Box', widthSize: '7', heightSize: null, lengthSize: '72', boxSqft: 23.4 }),
        'surface',
      ),
    ).toMatchObject({ tileWidthIn: 7, tileLengthIn: 72 });
    expect(sellUnitOf(size({ boxSqft: null }), 'surface')).toBeNull();
  });

  it('a 15 × 25 ft roll of turf covers 375 sq ft; a 12 × 24 in coping piece runs 24 in of edge', () => {
    expect(
      sellUnitOf(
        size({ unit: 'Roll', boxSqft: null, widthSize: '15 ft', heightSize: null, lengthSize: '25 ft' }),
        'surface',
      ),
    ).toMatchObject({ kind: 'area', coverageSqft: 375 });
    expect(
      sellUnitOf(size({ unit: 'Piece', boxSqft: null, widthSize: '12', heightSize: '24' }), 'surface'),
    ).toEqual({
      kind: 'linear',
      unitName: 'Piece',
      pieceLengthIn: 24,
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
  });

  it('anything on a fixture is one piece', () => {
    expect(sellUnitOf(size({ unit: 'Piece', widthSize: 'Standard', heightSize: null }), 'fixture')).toEqual({
      kind: 'piece',
      unitName: 'Piece',
    });
  });
});
