import { CHECKLIST_MESSAGES } from '@app/domain/projects/checklist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectChecklists } from '../../db/schema/index.ts';
import { type ChatFixture, chatTestApp, type Who } from '../project-chat/chat.fixture.ts';
import { photoForm, picture } from '../project-photos/photos.fixture.ts';

describe('a checklist item’s photo (issue 24 point 2): one of the project’s photos of the space', () => {
  let f: ChatFixture;
  let ours: number;
  let theirs: number;
  let checklistId: number;

  const addPhoto = async (who: Who, projectId: number, seed: number) => {
    const form = photoForm([{ name: `wall-${seed}.png`, bytes: await picture(640, 480, 'png', seed) }]);
    const res = await f.call('POST', `/api/project/${projectId}/photos`, who, form.payload, form.headers);
    expect(res.statusCode).toBe(201);
    return res.json().data.photos[0].id as number;
  };
  const item = (photo_id: number | null) => ({
    room: 'Kitchen',
    kind: 'surface',
    title: 'Backsplash',
    photo_id,
  });
  const stored = async () =>
    (await f.t.db.select().from(projectChecklists).where(eq(projectChecklists.id, checklistId)))[0]!;

  beforeAll(async () => {
    f = await chatTestApp();
    ours = await addPhoto('owner', f.projectId, 1);
    theirs = await addPhoto('stranger', f.otherProjectId, 2);
    const res = await f.call('POST', '/api/projectChecklist', 'owner', {
      project_id: f.projectId,
      items: [item(null)],
    });
    expect(res.statusCode).toBe(201);
    checklistId = res.json().data.id;
  });
  afterAll(() => f.t.close());

  it('refuses another project’s photo, or one that never was, on the item’s field, and writes nothing', async () => {
    for (const photo of [theirs, 2_147_483_000]) {
      const res = await f.call('PUT', `/api/projectChecklist/${checklistId}`, 'pro', {
        version: 1,
        append_items: true,
        items: [item(null), item(photo)],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ 'items.1.photo_id': [CHECKLIST_MESSAGES.notProjectPhoto] });
    }
    const start = await f.call('POST', '/api/projectChecklist', 'stranger', {
      project_id: f.otherProjectId,
      items: [item(ours)],
    });
    expect(start.statusCode).toBe(422);
    expect(start.json().errors).toEqual({ 'items.0.photo_id': [CHECKLIST_MESSAGES.notProjectPhoto] });
    expect((await stored()).version).toBe(1);
    expect((await stored()).items).toHaveLength(1);
  });

  it('keeps the project’s own photo on the item, for every person of the project', async () => {
    const res = await f.call('PUT', `/api/projectChecklist/${checklistId}`, 'designer', {
      version: 1,
      append_items: true,
      items: [item(ours)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((i: { photo_id: number | null }) => i.photo_id)).toEqual([null, ours]);
    const read = await f.call('GET', `/api/projectChecklist/${f.projectId}`, 'pro');
    expect(read.json().data.items[1].photo_id).toBe(ours);
  });

  it('shows no photo once the photo is deleted, and the list as read saves again', async () => {
    expect((await f.call('DELETE', `/api/project/${f.projectId}/photos/${ours}`, 'owner')).statusCode).toBe(
      200,
    );
    const read = (await f.call('GET', `/api/projectChecklist/${f.projectId}`, 'owner')).json().data;
    expect(read.items[1].photo_id).toBeNull();
    const [listed] = (await f.call('GET', '/api/projectChecklist', 'owner')).json().data;
    expect(listed.items[1].photo_id).toBeNull();
    const saved = await f.call('PUT', `/api/projectChecklist/${checklistId}`, 'owner', {
      version: read.version,
      append_items: false,
      items: read.items.map((i: { id: string; title: string; photo_id: number | null }) => ({
        ...item(i.photo_id),
        id: i.id,
        title: `${i.title} (checked)`,
      })),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.items.every((i: { photo_id: number | null }) => i.photo_id === null)).toBe(true);
  });
});
