import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf } from '../../../test/openapi-fuzz.ts';
import { type ChatFixture, chatTestApp, type Who } from '../project-chat/chat.fixture.ts';
import { photoForm, picture } from '../project-photos/photos.fixture.ts';

type Op = { method: string; path: string };

const room = { name: 'Hall', kind: 'living', width_in: 120, length_in: 96, height_in: 96, openings: [] };

/**
 * Who may call the photos and own rooms of a project (issue 24 point 6), read from the app's OpenAPI
 * description so that an operation added under these paths is met here: an anonymous caller gets 401,
 * someone outside the project 404, its owner a success, and the pro and designer a success to read and add
 * photos, or 403 where only the owner may write.
 */
describe('who may call a project’s photos and rooms', () => {
  let f: ChatFixture;
  let ops: Op[];
  let photoId: number;
  let roomId: number;

  beforeAll(async () => {
    f = await chatTestApp();
    const doc = (await f.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    ops = operationsOf(doc).filter((o) => /^\/api\/project\/\{projectId\}\/(photos|rooms)/.test(o.path));
  });
  afterAll(() => f.t.close());

  /** Each operation aimed at the project, with something of its own to remove (made fresh each time). */
  const send = async (op: Op, who: Who | null, seed: number) => {
    const base = op.path.replace('{projectId}', String(f.projectId));
    if (op.method === 'POST' && base.endsWith('/photos')) {
      const form = photoForm([{ name: 'p.png', bytes: await picture(500, 500, 'png', seed) }]);
      return f.call('POST', base, who, form.payload, form.headers);
    }
    if (op.method === 'POST') return f.call('POST', base, who, { ...room, name: `Hall ${seed}` });
    const url = base.replace('{photoId}', String(photoId)).replace('{roomId}', String(roomId));
    return f.call(op.method, url, who);
  };
  const fresh = async (seed: number) => {
    const form = photoForm([{ name: 'mine.png', bytes: await picture(500, 500, 'png', 100 + seed) }]);
    const photos = `/api/project/${f.projectId}/photos`;
    photoId = (await f.call('POST', photos, 'owner', form.payload, form.headers)).json().data.files[0]
      .photo_id;
    const rooms = `/api/project/${f.projectId}/rooms`;
    roomId = (await f.call('POST', rooms, 'owner', { ...room, name: `Own ${seed}` })).json().data.id;
  };

  it('finds the operations in the description', () => {
    expect(ops.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'DELETE /api/project/{projectId}/photos/{photoId}',
      'DELETE /api/project/{projectId}/rooms/{roomId}',
      'GET /api/project/{projectId}/photos',
      'GET /api/project/{projectId}/rooms',
      'POST /api/project/{projectId}/photos',
      'POST /api/project/{projectId}/rooms',
    ]);
  });

  it('answers 401 anonymously, 404 to a stranger, and the project’s people as their place in it allows', async () => {
    let seed = 0;
    for (const op of ops) {
      const name = `${op.method} ${op.path}`;
      const ownerOnly = op.path.includes('/rooms') && op.method !== 'GET';
      await fresh(++seed);
      expect((await send(op, null, ++seed)).statusCode, name).toBe(401);
      expect((await send(op, 'stranger', ++seed)).statusCode, name).toBe(404);
      for (const who of ['pro', 'designer'] as const) {
        const status = (await send(op, who, ++seed)).statusCode;
        // A photo the owner added is theirs to remove: the pro and designer remove only their own.
        const refused = ownerOnly || op.method === 'DELETE';
        if (refused) expect(status, `${name} as ${who}`).toBe(403);
        else expect(status, `${name} as ${who}`).toBeLessThan(300);
      }
      expect((await send(op, 'owner', ++seed)).statusCode, `${name} as owner`).toBeLessThan(300);
    }
  });
});
