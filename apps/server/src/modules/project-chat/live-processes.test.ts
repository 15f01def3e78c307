import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, freshDatabase } from '../../../test/harness.ts';
import { startServer, stopServer as stop } from '../../../test/server-process.ts';
import { type DatabaseHandle, rawClient } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema/index.ts';
import { type LiveClient, liveProtocols, openLive } from './live.fixture.ts';

async function login(base: string, email: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-battery' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * Issue 24: two API processes on one PostgreSQL, each with its own LISTEN connection. A message posted on
 * one reaches a WebSocket client of the other (and back). PostgreSQL only: the embedded database is one
 * process's.
 */
describe.runIf(process.env.TEST_DB === 'pg')(
  'the chat across two server processes',
  { timeout: 180_000 },
  () => {
    let handle: DatabaseHandle;
    const servers: { base: string; child: ChildProcess }[] = [];
    const clients: LiveClient[] = [];
    let projectId: number;
    const tokens: Record<'owner' | 'pro', string> = { owner: '', pro: '' };

    beforeAll(async () => {
      handle = await freshDatabase();
      const url = (rawClient(handle.db) as import('pg').Pool).options.connectionString!;
      const owner = await createUser(handle.db, { fullName: 'Ann Lee' });
      const pro = await createUser(handle.db, { type: 'Contractor', fullName: 'Golden State Remodeling' });
      const [project] = await handle.db
        .insert(projects)
        .values({ userId: owner.id, showroomUserId: pro.id, isCart: false, name: 'Kitchen remodel' })
        .returning();
      projectId = project!.id;
      await handle.db
        .insert(projectMembers)
        .values({ projectId, userId: pro.id, role: 'pro', addedBy: owner.id });
      // One after the other: the first start installs the job queue's tables.
      servers.push(await startServer(url));
      servers.push(await startServer(url));
      tokens.owner = await login(servers[0]!.base, owner.email);
      tokens.pro = await login(servers[1]!.base, pro.email);
    }, 300_000);

    afterAll(async () => {
      for (const c of clients) c.drop();
      await Promise.all(servers.map((s) => stop(s.child)));
      await handle?.close();
    });

    const connect = async (base: string, who: 'owner' | 'pro') => {
      const client = await openLive(base, liveProtocols(tokens[who]));
      clients.push(client);
      client.send({ type: 'subscribe', projects: [{ project_id: projectId, after: 0 }] });
      await client.waitFor((f) => f.type === 'subscribed');
      return client;
    };

    const post = async (base: string, who: 'owner' | 'pro', message: string) => {
      const res = await fetch(`${base}/api/projectChat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
        body: JSON.stringify({ project_id: projectId, message, client_key: crypto.randomUUID() }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { id: number } }).data.id;
    };

    it('delivers a message posted on one process to a client of the other, both ways', async () => {
      const [a, b] = [servers[0]!, servers[1]!];
      const proOnB = await connect(b.base, 'pro');
      const ownerOnA = await connect(a.base, 'owner');
      const first = await post(a.base, 'owner', 'Posted on process A');
      await proOnB.waitFor((f) => f.type === 'message' && f.message.id === first);
      const second = await post(b.base, 'pro', 'Answered on process B');
      await ownerOnA.waitFor((f) => f.type === 'message' && f.message.id === second);
      await proOnB.waitFor((f) => f.type === 'message' && f.message.id === second);
      expect(proOnB.messageIds(projectId)).toEqual([first, second]);
      expect(ownerOnA.messageIds(projectId)).toEqual([first, second]);
    });
  },
);
