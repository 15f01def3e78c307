import { describe, expect, it } from 'vitest';
import { MAX_COORD_MM, MAX_WALLS, roomDocumentSchema } from './document.ts';
import { sampleRoom } from './room.fixture.ts';

const issues = (value: unknown) => {
  const parsed = roomDocumentSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the room document as the designs API accepts it', () => {
  it('accepts the sample room as it is', () => {
    expect(roomDocumentSchema.parse(sampleRoom())).toEqual(sampleRoom());
  });

  it('refuses references to walls that do not exist, naming the field', () => {
    const doc = sampleRoom();
    doc.openings[0].wallId = 'gone';
    doc.fixtures[0].wallId = 'gone';
    expect(issues(doc)).toEqual(['openings.0.wallId: No such wall.', 'fixtures.0.wallId: No such wall.']);
  });

  it('refuses duplicate ids', () => {
    const doc = sampleRoom();
    doc.surfaces[1].id = 'floor';
    expect(issues(doc)).toEqual(['surfaces: Ids must be unique.']);
  });

  it.each([
    ['a coordinate beyond 100 m', (d: ReturnType<typeof sampleRoom>) => (d.walls[0].a.x = MAX_COORD_MM + 1)],
    ['a fraction of a millimetre', (d: ReturnType<typeof sampleRoom>) => (d.walls[0].a.x = 0.5)],
    ['NaN', (d: ReturnType<typeof sampleRoom>) => (d.ceilingHeight = Number.NaN)],
    [
      'a number written as text',
      (d: ReturnType<typeof sampleRoom>) => ((d.walls[0] as { thickness: unknown }).thickness = '0x10'),
    ],
    ['a zero-width door', (d: ReturnType<typeof sampleRoom>) => (d.openings[0].width = 0)],
    ['an id with a NUL byte', (d: ReturnType<typeof sampleRoom>) => (d.surfaces[0].id = 'a\u0000b')],
    ['another version', (d: ReturnType<typeof sampleRoom>) => ((d as { version: number }).version = 2)],
  ])('refuses %s', (_what, spoil) => {
    const doc = sampleRoom();
    spoil(doc);
    expect(issues(doc).length).toBeGreaterThan(0);
  });

  it(`refuses more than ${MAX_WALLS} walls`, () => {
    const doc = sampleRoom();
    doc.walls = Array.from({ length: MAX_WALLS + 1 }, (_, i) => ({ ...doc.walls[0], id: `w${i}` }));
    doc.openings = [];
    doc.surfaces = [];
    doc.fixtures = [];
    expect(issues(doc)).toHaveLength(1);
  });
});
