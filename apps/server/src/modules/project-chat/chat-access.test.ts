import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf } from '../../../test/openapi-fuzz.ts';
import { type ChatFixture, chatTestApp, type Who } from './chat.fixture.ts';

type Op = { method: string; path: string; query: { name: string }[] };

/**
 * The project chat's authorization matrix, read from the app's own OpenAPI description so that an operation
 * added later is covered without touching this test: each one, aimed at a project, answers an anonymous
 * caller 401, someone outside the project 404, and each of its people (owner, pro, designer) a success.
 */
describe('who may call the project chat (issue 24)', () => {
  let f: ChatFixture;
  let ops: Op[];

  beforeAll(async () => {
    f = await chatTestApp();
    const doc = (await f.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    ops = operationsOf(doc).filter(
      (o) => o.path === '/api/projectChat' || o.path.startsWith('/api/projectChat/'),
    );
  });
  afterAll(() => f.t.close());

  /** The operation aimed at the project: in its path, its body, or its `project_id` query. */
  const send = (op: Op, who: Who | null) => {
    const url = op.path.replace('{projectId}', String(f.projectId));
    const query = op.query.some((q) => q.name === 'project_id') ? `?t=files&project_id=${f.projectId}` : '';
    const payload =
      op.method === 'POST'
        ? { project_id: f.projectId, message: `from ${who}`, client_key: randomUUID() }
        : undefined;
    return f.call(op.method, `${url}${query}`, who, payload);
  };

  it('finds the chat’s operations in the description', () => {
    expect(ops.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'GET /api/projectChat',
      'GET /api/projectChat/{projectId}',
      'POST /api/projectChat',
    ]);
  });

  it('answers 401 to an anonymous caller, 404 to a stranger, a success to each of the project’s people', async () => {
    for (const op of ops) {
      const name = `${op.method} ${op.path}`;
      expect((await send(op, null)).statusCode, name).toBe(401);
      expect((await send(op, 'stranger')).statusCode, name).toBe(404);
      for (const who of ['owner', 'pro', 'designer'] as const) {
        expect((await send(op, who)).statusCode, `${name} as ${who}`).toBeLessThan(300);
      }
    }
  });
});
