import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf } from '../../../test/openapi-fuzz.ts';
import { CARD_OK } from '../orders/orders.fixture.ts';
import { type EstimateFixture, estimateTestApp, PEOPLE, type Who } from './estimates.fixture.ts';

type Op = { method: string; path: string };

/**
 * Who may call a project's estimates (issue 25), read from the app's OpenAPI description so that an operation
 * added under the path is met here: no token 401; a pro or homeowner not of the project 404; the project's
 * pro and designer draft, change, send and read; its owner reads what was sent, is quoted, approves and
 * declines, 403 otherwise.
 */
describe('who may call a project’s estimates', () => {
  let f: EstimateFixture;
  let ops: Op[];

  beforeAll(async () => {
    f = await estimateTestApp();
    const doc = (await f.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    ops = operationsOf(doc).filter((o) => o.path.startsWith('/api/project/{projectId}/estimates'));
  });
  afterAll(() => f.t.close());

  /** A fresh estimate, version 1 sent to the owner, so that every operation has something to act on. */
  const fresh = async () => {
    const drafted = (await f.draft()).json().data;
    const url = `/api/project/${f.projectId}/estimates/${drafted.id}`;
    const sent = await f.call('POST', `${url}/send`, 'pro', { version: 1 });
    if (sent.statusCode !== 200) throw new Error(sent.body);
    return { id: drafted.id as number, lines: drafted.versions[0].lines };
  };

  const send = async (op: Op, who: Who | null) => {
    const estimate = await fresh();
    const url = op.path
      .replace('{projectId}', String(f.projectId))
      .replace('{estimateId}', String(estimate.id));
    const body: Record<string, unknown> | undefined =
      op.method !== 'POST'
        ? undefined
        : op.path.endsWith('/estimates')
          ? { design_id: f.designId }
          : op.path.endsWith('/versions')
            ? { base_version: 1, lines: estimate.lines }
            : op.path.endsWith('/send')
              ? { version: 1 }
              : op.path.endsWith('/approve')
                ? { version: 1, signature: 'Ann Lee', payment: CARD_OK }
                : { version: 1, reason: 'Not now.' };
    return f.t.app.inject({
      method: op.method as 'GET',
      url: op.path.endsWith('/approval') ? `${url}?version=1` : url,
      headers: { ...(who ? f.auth[who] : {}), 'idempotency-key': `access-${++keys}` },
      payload: body,
    });
  };
  let keys = 0;

  const expected = (op: Op, who: Who | null) => {
    if (who === null) return 401;
    if (who === 'otherPro' || who === 'otherOwner') return 404;
    if (op.path.endsWith('/decline') || op.path.endsWith('/approval')) return who === 'owner' ? 200 : 403;
    if (op.path.endsWith('/approve')) return who === 'owner' ? 201 : 403;
    if (op.method === 'GET') return 200;
    if (who === 'owner') return 403;
    return op.path.endsWith('/estimates') || op.path.endsWith('/versions') ? 201 : 200;
  };

  it('finds the operations in the description', () => {
    expect(ops.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'GET /api/project/{projectId}/estimates',
      'GET /api/project/{projectId}/estimates/{estimateId}',
      'GET /api/project/{projectId}/estimates/{estimateId}/approval',
      'POST /api/project/{projectId}/estimates',
      'POST /api/project/{projectId}/estimates/{estimateId}/approve',
      'POST /api/project/{projectId}/estimates/{estimateId}/decline',
      'POST /api/project/{projectId}/estimates/{estimateId}/send',
      'POST /api/project/{projectId}/estimates/{estimateId}/versions',
    ]);
  });

  it('answers each caller as their place in the project allows', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      for (const who of [null, ...PEOPLE]) {
        const status = (await send(op, who)).statusCode;
        if (status !== expected(op, who)) wrong.push(`${op.method} ${op.path} as ${who}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds no estimate of this project under another project’s path, even for that project’s owner', async () => {
    const { id } = await fresh();
    const elsewhere = `/api/project/${f.otherProjectId}/estimates/${id}`;
    expect((await f.call('GET', elsewhere, 'otherOwner')).statusCode).toBe(404);
    expect(
      (await f.call('POST', `${elsewhere}/decline`, 'otherOwner', { version: 1, reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await f.call('GET', `/api/project/${f.otherProjectId}/estimates`, 'otherOwner')).json().data,
    ).toEqual([]);
  });
});
