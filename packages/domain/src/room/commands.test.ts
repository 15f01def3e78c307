import { describe, expect, it } from 'vitest';
import {
  moveFixture,
  moveOpening,
  RoomEditError,
  setCeilingHeight,
  setSurfaceProduct,
  setWallLength,
} from './commands.ts';
import type { RoomDocument, Surface } from './document.ts';
import { measureSurface, wallLength } from './geometry.ts';
import { apply, canRedo, canUndo, endGesture, HISTORY_LIMIT, redo, startHistory, undo } from './history.ts';
import { sampleRoom } from './room.fixture.ts';

const area = (doc: RoomDocument, id: string) =>
  measureSurface(doc, doc.surfaces.find((s) => s.id === id) as Surface).netMm2;

describe('room edits: pure commands', () => {
  it('lengthening a wall stretches the room: the far wall, its window and the fixtures beyond move with it', () => {
    const before = sampleRoom();
    const after = setWallLength(before, { wallId: 'south', length: 3600 });
    expect(area(after, 'floor')).toBe(3600 * 2400);
    expect(wallLength(after.walls[2])).toBe(3600);
    expect(after.walls[1].a).toEqual({ x: 3600, y: 0 });
    // The north wall runs from its east end, which moved: its window moved with it, the backsplash still
    // loses the same 900 × 350 to it.
    expect(area(after, 'backsplash')).toBe(585_000);
    expect(after.fixtures[0].at).toEqual({ x: 2600, y: 2070 });
    // The input is untouched (undo keeps it).
    expect(area(before, 'floor')).toBe(7_200_000);
    expect(before.walls[1].a).toEqual({ x: 3000, y: 0 });
  });

  it('everything at the stretched end moves, what is before it stays', () => {
    const doc = sampleRoom();
    doc.fixtures[0].at = { x: 3000, y: 1200 };
    const after = setWallLength(doc, { wallId: 'south', length: 2500 });
    expect(after.fixtures[0].at).toEqual({ x: 2500, y: 1200 });
    expect(area(after, 'floor')).toBe(2500 * 2400);
  });

  it('refuses a wall too short for its door, and a ceiling lower than a window top', () => {
    expect(() => setWallLength(sampleRoom(), { wallId: 'south', length: 1000 })).toThrow(
      new RoomEditError('A door or window would no longer fit on this wall.'),
    );
    expect(() => setCeilingHeight(sampleRoom(), { height: 1900 })).toThrow(RoomEditError);
    const taller = setCeilingHeight(sampleRoom(), { height: 2743 });
    expect(area(taller, 'south-face')).toBe(3000 * 2743 - 813 * 2032);
  });

  it('an opening slides along its wall but never off it', () => {
    const doc = sampleRoom();
    expect(moveOpening(doc, { openingId: 'door', offset: 5000 }).openings[0].offset).toBe(3000 - 813);
    expect(moveOpening(doc, { openingId: 'door', offset: -40 }).openings[0].offset).toBe(0);
    expect(() => moveOpening(doc, { openingId: 'nope', offset: 0 })).toThrow('No such opening.');
  });

  it('a surface takes a product and pattern; a fixture turns within 0–359°', () => {
    const doc = setSurfaceProduct(sampleRoom(), {
      surfaceId: 'floor',
      product: { product: 'tile42', sizeId: 3 },
      pattern: 'herringbone',
    });
    expect(doc.surfaces[0]).toMatchObject({
      product: { product: 'tile42', sizeId: 3 },
      pattern: 'herringbone',
    });
    expect(
      moveFixture(doc, { fixtureId: 'range', at: { x: 1, y: 2 }, rotation: -90 }).fixtures[0],
    ).toMatchObject({
      at: { x: 1, y: 2 },
      rotation: 270,
    });
  });
});

describe('undo and redo', () => {
  it('each edit is a step; undo and redo walk them; a new edit drops the redo steps', () => {
    let h = startHistory(sampleRoom());
    h = apply(h, setWallLength, { wallId: 'south', length: 3600 });
    h = apply(h, setCeilingHeight, { height: 2743 });
    expect(area(h.present, 'floor')).toBe(3600 * 2400);
    h = undo(h);
    expect(h.present.ceilingHeight).toBe(2438);
    h = undo(h);
    expect(area(h.present, 'floor')).toBe(7_200_000);
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(area(h.present, 'floor')).toBe(3600 * 2400);
    h = apply(h, setCeilingHeight, { height: 3000 });
    expect(canRedo(h)).toBe(false);
  });

  it('a drag is one step: the edits of one gesture replace each other', () => {
    let h = startHistory(sampleRoom());
    for (const offset of [400, 500, 600, 700])
      h = apply(h, moveOpening, { openingId: 'door', offset }, 'drag-door');
    h = endGesture(h);
    h = apply(h, moveOpening, { openingId: 'door', offset: 900 }, 'drag-door');
    expect(h.past).toHaveLength(2);
    h = undo(h);
    expect(h.present.openings[0].offset).toBe(700);
    h = undo(h);
    expect(h.present.openings[0].offset).toBe(300);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let h = startHistory(sampleRoom());
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1)
      h = apply(h, moveOpening, { openingId: 'door', offset: i });
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('what the editor may set', () => {
  it('refuses a wall under 1 ft or over 100 ft, or not whole millimetres, and a ceiling outside 7 to 20 ft', () => {
    const doc = sampleRoom();
    for (const length of [304, 30_481, 1000.5, Number.NaN])
      expect(() => setWallLength(doc, { wallId: 'east', length })).toThrow(
        'A wall must be between 1 ft and 100 ft long.',
      );
    expect(setWallLength(doc, { wallId: 'east', length: 30_480 }).walls[1]!.b.y).toBe(30_480);
    for (const height of [2133, 6097])
      expect(() => setCeilingHeight(doc, { height })).toThrow(
        'The ceiling must be between 7 ft and 20 ft high.',
      );
    expect(setCeilingHeight(doc, { height: 6096 }).ceilingHeight).toBe(6096);
  });
});
