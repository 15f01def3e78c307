import { OWN_ROOM_MESSAGES } from '@app/domain/projects/own-room';
import type { Fixture } from '@app/domain/room/document';
import { MM2_PER_SQFT } from '@app/domain/room/geometry';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs, notifications, projectActivity, projectRooms } from '../../db/schema/index.ts';
import { type ChatFixture, chatTestApp, type Who } from '../project-chat/chat.fixture.ts';
import { visualizerApp } from '../visualizer/visualizer.fixture.ts';

/** 12 × 10 ft under an 8 ft ceiling: a door on the bottom wall, a window on the top one. */
const kitchen = {
  name: 'Our kitchen',
  kind: 'kitchen',
  width_in: 144,
  length_in: 120,
  height_in: 96,
  openings: [
    { wall: 's', kind: 'door', offset_in: 6, width_in: 36, height_in: 80 },
    { wall: 'n', kind: 'window', offset_in: 48, width_in: 48, height_in: 36, sill_in: 42 },
  ],
};

type Line = { line_total_cents: number; surfaces: { id: string; net_sqft: number }[] };

describe('rooms of the homeowner’s own measurements (issue 24 point 6)', () => {
  let f: ChatFixture;
  let url: string;
  beforeAll(async () => {
    f = await chatTestApp(await visualizerApp());
    url = `/api/project/${f.projectId}/rooms`;
  }, 120_000);
  afterAll(() => f.t.close());

  const save = (who: Who | null, body: unknown = kitchen, to = url) => f.call('POST', to, who, body);
  const roomRows = () => f.t.db.select().from(projectRooms).where(eq(projectRooms.projectId, f.projectId));

  it('is the owner’s to add and remove, its people’s to see: 401, 403 for members, 404 for anyone else', async () => {
    expect((await save(null)).statusCode).toBe(401);
    expect((await f.call('GET', url, null)).statusCode).toBe(401);
    expect((await save('stranger')).statusCode).toBe(404);
    expect((await f.call('GET', url, 'stranger')).statusCode).toBe(404);
    expect((await save('owner', kitchen, `/api/project/${f.otherProjectId}/rooms`)).statusCode).toBe(404);
    for (const who of ['pro', 'designer'] as const) {
      const res = await save(who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(OWN_ROOM_MESSAGES.ownerOnly);
      expect((await f.call('GET', url, who)).json().data).toEqual({ rooms: [] });
    }
    expect(await roomRows()).toEqual([]);
  });

  it('refuses measures the rules refuse, each on its field, and keeps nothing', async () => {
    const huge = await save('owner', { ...kitchen, width_in: 2_147_483_648, length_in: 1e23 });
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json().errors).sort()).toEqual(['length_in', 'width_in']);
    const nul = await save('owner', { ...kitchen, name: 'Kit\u0000chen' });
    expect(Object.keys(nul.json().errors)).toEqual(['name']);
    const placed = await save('owner', {
      ...kitchen,
      openings: [
        kitchen.openings[0],
        { ...kitchen.openings[1], wall: 'e', offset_in: 100 },
        { ...kitchen.openings[0], offset_in: 30 },
      ],
    });
    expect(placed.json().errors).toEqual({
      'openings.1.offset_in': [OWN_ROOM_MESSAGES.pastEnd(120)],
      'openings.2.offset_in': [OWN_ROOM_MESSAGES.overlaps(1)],
    });
    const types = await save('owner', { ...kitchen, kind: 'garage', height_in: '8 ft', openings: 'none' });
    expect(Object.keys(types.json().errors).sort()).toEqual(['height_in', 'kind', 'openings']);
    expect(await roomRows()).toEqual([]);
  });

  it('keeps a room once: a retried save answers it (200), another room under its name is 422', async () => {
    const first = await save('owner');
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(OWN_ROOM_MESSAGES.saved);
    const room = first.json().data;
    expect(room).toMatchObject({
      project_id: f.projectId,
      name: 'Our kitchen',
      kind: 'kitchen',
      width_in: 144,
      length_in: 120,
      height_in: 96,
      floor_sqft: 120,
      floorplan: `project-room-${room.id}`,
    });
    expect(room.openings[0].sill_in).toBe(0);
    const again = await save('owner', { ...kitchen, name: 'our KITCHEN' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(room.id);
    const other = await save('owner', { ...kitchen, name: 'Our Kitchen', width_in: 150 });
    expect(other.json().errors).toEqual({ name: [OWN_ROOM_MESSAGES.nameTaken] });
    const both = await Promise.all([1, 2].map(() => save('owner', { ...kitchen, name: 'Pantry' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await roomRows()).toHaveLength(2);

    // On the timeline, and told to the pro and the designer on their page of the project.
    const entries = await f.t.db
      .select()
      .from(projectActivity)
      .where(and(eq(projectActivity.projectId, f.projectId), eq(projectActivity.kind, 'own_room_added')));
    expect(entries.map((e) => e.detail.name).sort()).toEqual(['Our kitchen', 'Pantry']);
    const told = await f.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Ann Lee measured the room “Our kitchen”'));
    expect(told.map((n) => [n.userId, n.link]).sort()).toEqual(
      [
        [f.ids.pro, `/pro/projects/${f.projectId}?tab=measured`],
        [f.ids.designer, `/pro/projects/${f.projectId}?tab=measured`],
      ].sort(),
    );
  });

  it('opens in /visualize like a built-in plan: dressed by a template, priced with its floor and counters, saved as a design', async () => {
    const room = (await f.call('GET', url, 'designer')).json().data.rooms[0];
    const plan = `/api/visualization/plan?floorplan=${room.floorplan}`;
    expect((await f.call('GET', plan, null)).statusCode).toBe(401);
    expect((await f.call('GET', plan, 'stranger')).statusCode).toBe(404);
    const shown = (await f.call('GET', plan, 'pro')).json().data;
    expect(shown).toMatchObject({ id: room.floorplan, kind: 'kitchen', layout: 'own' });
    expect(shown.doc.openings.map((o: { id: string }) => o.id)).toEqual(['door-1', 'window-1']);
    const builtIn = await f.call('GET', '/api/visualization/plan?floorplan=bathroom-hall-2438x1524', null);
    expect(builtIn.json().data.kind).toBe('bathroom');

    const start = `/api/visualization/design?floorplan=${room.floorplan}&floorTemplate=kitchen-modern-light`;
    expect((await f.call('GET', start, null)).statusCode).toBe(401);
    expect((await f.call('GET', start, 'stranger')).statusCode).toBe(404);
    const wrongKind = await f.call(
      'GET',
      start.replace('kitchen-modern-light', 'bathroom-modern-light'),
      'owner',
    );
    expect(Object.keys(wrongKind.json().errors)).toEqual(['floorTemplate']);
    const started = await f.call('GET', start, 'owner');
    expect(started.statusCode).toBe(200);
    const { document, floorplan } = started.json().data;
    expect(floorplan).toBe(room.floorplan);
    const floor = document.surfaces.find((s: { id: string }) => s.id === 'floor');
    expect(floor.product).not.toBeNull();

    const priced = await f.call('POST', '/api/visualization/checklist', null, {
      document,
      vsd_id: 'DEMO2026',
    });
    expect(priced.statusCode).toBe(200);
    const { lines, subtotal_cents } = priced.json().data as { lines: Line[]; subtotal_cents: number };
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.line_total_cents).toBeGreaterThan(0);
    expect(subtotal_cents).toBeGreaterThan(0);
    const takenOff = lines.flatMap((l) => l.surfaces);
    // Dressed as a kitchen is: its counters and backsplashes are priced beside its floor; no wall is clad.
    const ids = takenOff.map((s) => s.id);
    expect(ids.filter((id) => id.startsWith('wall-'))).toEqual([]);
    for (const prefix of ['floor', 'counter-', 'backsplash-'])
      expect(
        ids.some((id) => id.startsWith(prefix)),
        prefix,
      ).toBe(true);
    // 144 × 120 in is 3,658 × 3,048 mm after rounding (120.01 sq ft), less what stands on the floor without
    // one beneath it (cabinets, range, refrigerator, dishwasher; none overlap), to the takeoff's 2 decimals.
    const standing = (document.fixtures as Fixture[])
      .filter((x) => x.coversFloor)
      .reduce((sum, x) => sum + x.width * x.depth, 0);
    expect(standing).toBeGreaterThan(0);
    const floorLine = takenOff.find((s) => s.id === 'floor');
    expect(Math.abs(floorLine!.net_sqft - (3658 * 3048 - standing) / MM2_PER_SQFT)).toBeLessThanOrEqual(0.02);

    const saved = await f.call('POST', '/api/designs', 'owner', {
      name: 'Our kitchen, modern',
      floorplan: room.floorplan,
      floorTemplate: 'kitchen-modern-light',
      project: f.projectId,
      document,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ floorplan: room.floorplan, project: f.projectId });
    const [stranger] = await Promise.all([
      f.call('POST', '/api/designs', 'stranger', { name: 'x', floorplan: room.floorplan, document }),
    ]);
    expect(stranger.statusCode).toBe(404);
  });

  it('goes when the owner removes it; designs made from it keep their rooms', async () => {
    const [room] = (await f.call('GET', url, 'owner')).json().data.rooms;
    expect((await f.call('DELETE', `${url}/${room.id}`, 'pro')).statusCode).toBe(403);
    const removed = await f.call('DELETE', `${url}/${room.id}`, 'owner');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.rooms.map((r: { name: string }) => r.name)).toEqual(['Pantry']);
    expect((await f.call('DELETE', `${url}/${room.id}`, 'owner')).statusCode).toBe(404);
    const plan = await f.call('GET', `/api/visualization/plan?floorplan=${room.floorplan}`, 'owner');
    expect(plan.statusCode).toBe(404);
    const kept = await f.t.db.select().from(designs).where(eq(designs.floorplan, room.floorplan));
    expect(kept).toHaveLength(1);
  });
});
