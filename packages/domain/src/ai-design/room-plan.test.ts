import { describe, expect, it } from 'vitest';
import { OWN_ROOM_KINDS } from '../projects/own-room.ts';
import { ownRoomPlan } from '../projects/own-room-plan.ts';
import { AI_OWN_ROOM_PLAN, aiRoomPlan } from './room-plan.ts';

const measures = {
  width_in: 130,
  length_in: 100,
  height_in: 96,
  openings: [
    { wall: 's' as const, kind: 'door' as const, offset_in: 10, width_in: 32, height_in: 80, sill_in: 0 },
    { wall: 'n' as const, kind: 'window' as const, offset_in: 30, width_in: 36, height_in: 40, sill_in: 40 },
  ],
};

describe('an AI design of the homeowner’s own room', () => {
  it.each(OWN_ROOM_KINDS)(
    'a %s is the same room a project room of those measures opens as, all but its name',
    (kind) => {
      const ai = aiRoomPlan({ kind, measures })!;
      const kept = ownRoomPlan(7, { name: 'AI design · Warm Farmhouse', kind, ...measures });
      expect(ai.id).toBe(AI_OWN_ROOM_PLAN);
      expect(kept.id).toBe('project-room-7');
      expect(ai.doc.name).toBe('Your room · 10′ 10″ × 8′ 4″');
      expect(kept.doc.name).toBe('AI design · Warm Farmhouse · 10′ 10″ × 8′ 4″');
      // Walls, doors, windows, surfaces and fixtures keep their ids and places: the AI's picks fit it.
      expect({ ...ai.doc, name: '' }).toEqual({ ...kept.doc, name: '' });
      expect(ai.doc.fixtures.length + ai.doc.surfaces.length).toBeGreaterThan(2);
    },
  );
});
