import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CHAT_LIMITS } from '@app/domain/projects/chat';
import { CHAT_PROTOCOL, type ChatServerFrame } from '@app/domain/projects/chat-live';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { rawClient } from '../../db/client.ts';
import { projectMessages } from '../../db/schema/index.ts';
import type { ChatFixture, Who } from './chat.fixture.ts';
import {
  closeListeningChat,
  type ListeningChat,
  type LiveClient,
  listeningChatApp,
  liveProtocols,
  openLive,
  refusedWith,
} from './live.fixture.ts';

type MessageFrame = Extract<ChatServerFrame, { type: 'message' }>;

describe('the chat’s WebSocket (issue 24, /api/projectChat/live)', () => {
  let chat: ListeningChat;
  let f: ChatFixture;
  let base: string;
  beforeAll(async () => {
    chat = await listeningChatApp();
    ({ f, base } = chat);
  });
  afterAll(() => closeListeningChat(chat));

  const connect = async (who: Who, to = base) => {
    const client = await openLive(to, liveProtocols(f.tokens[who]));
    chat.open.push(client);
    return client;
  };
  const subscribe = async (client: LiveClient, after?: number, projectId = f.projectId) => {
    client.send({ type: 'subscribe', projects: [{ project_id: projectId, after }] });
    return client.waitFor((x) => x.type === 'subscribed' && x.project_id === projectId);
  };
  const posted = async (who: Who, text: string) => {
    const res = await f.post(who, text);
    expect(res.statusCode).toBe(201);
    return res.json().data as MessageFrame['message'];
  };
  const messageFrame = (client: LiveClient, id: number) =>
    client.waitFor<MessageFrame>((x) => x.type === 'message' && x.message.id === id);
  const idsInDatabase = async (after: number) =>
    (
      await f.t.db
        .select({ id: projectMessages.id })
        .from(projectMessages)
        .where(eq(projectMessages.projectId, f.projectId))
    )
      .map((r) => r.id)
      .filter((id) => id > after)
      .sort((a, b) => a - b);

  it('checks the token before the upgrade: 401 without one or with a bad one, never from the URL', async () => {
    expect(await refusedWith(base, [CHAT_PROTOCOL])).toBe(401);
    expect(await refusedWith(base, [CHAT_PROTOCOL, 'bearer.not-a-token'])).toBe(401);
    expect(await refusedWith(base, [CHAT_PROTOCOL], `/api/projectChat/live?token=${f.tokens.owner}`)).toBe(
      401,
    );
    expect(await refusedWith(base, [`bearer.${f.tokens.owner}`])).toBe(422);
    const client = await connect('owner');
    expect(client.protocol).toBe(CHAT_PROTOCOL);
  });

  it('delivers a message to every member connected, in the shape GET answers', async () => {
    const [owner, pro] = [await connect('owner'), await connect('pro')];
    await Promise.all([subscribe(owner), subscribe(pro)]);
    const message = await posted('owner', 'Cabinets are in. @Golden State Remodeling can you check?');
    const [atOwner, atPro] = await Promise.all([
      messageFrame(owner, message.id),
      messageFrame(pro, message.id),
    ]);
    const read = (await f.call('GET', `/api/projectChat/${f.projectId}`, 'pro')).json().data.Project_chats;
    expect(atPro.message).toEqual(read.at(-1));
    expect(atOwner.message).toEqual(message);
  });

  it('refuses a project to anyone not in it, and sends them nothing of it', async () => {
    const stranger = await connect('stranger');
    stranger.send({ type: 'subscribe', projects: [{ project_id: f.projectId, after: 0 }] });
    const refused = await stranger.waitFor((x) => x.type === 'error');
    expect(refused).toEqual({
      type: 'error',
      project_id: f.projectId,
      message: 'Record not found for processing.',
    });
    stranger.send({ type: 'typing', project_id: f.projectId });
    await stranger.waitFor((x) => x.type === 'error' && x.message === 'Subscribe to the project first.');
    stranger.sendText('{not json');
    await stranger.waitFor(
      (x) => x.type === 'error' && x.message === 'The frame is not one this connection understands.',
    );
    await posted('pro', 'Only for the project');
    await new Promise((r) => setTimeout(r, 300));
    expect(stranger.frames.filter((x) => x.type === 'message')).toEqual([]);
  });

  it('passes typing to the others, never back and never stored, and read positions to everyone', async () => {
    const [owner, pro] = [await connect('owner'), await connect('pro')];
    await Promise.all([subscribe(owner), subscribe(pro)]);
    const before = (await idsInDatabase(0)).length;
    pro.send({ type: 'typing', project_id: f.projectId });
    const typing = await owner.waitFor((x) => x.type === 'typing');
    expect(typing).toEqual({
      type: 'typing',
      project_id: f.projectId,
      user: { id: f.ids.pro, name: 'Golden State Remodeling' },
    });
    const last = await posted('pro', 'Read me');
    owner.send({ type: 'read', project_id: f.projectId, message_id: last.id });
    const read = await pro.waitFor((x) => x.type === 'read' && x.user_id === f.ids.owner);
    expect(read).toEqual({
      type: 'read',
      project_id: f.projectId,
      user_id: f.ids.owner,
      last_read_message_id: last.id,
    });
    expect(pro.frames.filter((x) => x.type === 'typing')).toEqual([]);
    expect((await idsInDatabase(0)).length).toBe(before + 1);
    const chat = (await f.call('GET', `/api/projectChat/${f.projectId}?before=1`, 'designer')).json().data;
    expect(
      chat.members.find((m: { user_id: number }) => m.user_id === f.ids.owner).last_read_message_id,
    ).toBe(last.id);
  });

  it('catches up after a dropped connection: what came after the last id, then live, none missed or twice', async () => {
    const pro = await connect('pro');
    await subscribe(pro);
    const seen = await posted('owner', 'before the drop');
    await messageFrame(pro, seen.id);
    pro.drop();
    for (let i = 0; i < 5; i++) await posted('owner', `while away ${i}`);
    // A long history before, so a client from the start reads it page by page from the database.
    await f.t.db.insert(projectMessages).values(
      Array.from({ length: 3 * CHAT_LIMITS.page }, (_, i) => ({
        projectId: f.projectId,
        authorId: f.ids.designer,
        body: `history ${i}`,
        clientKey: randomUUID(),
      })),
    );
    const [back, fresh] = [await connect('pro'), await connect('owner')];
    // Messages keep coming while they subscribe and catch up.
    const during = Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => f.post(i % 2 ? 'owner' : 'designer', `during ${i}`)),
    );
    await Promise.all([subscribe(back, seen.id), subscribe(fresh, 0)]);
    await during;
    const after = await posted('owner', 'live again');
    await Promise.all([messageFrame(back, after.id), messageFrame(fresh, after.id)]);
    expect(back.messageIds(f.projectId)).toEqual(await idsInDatabase(seen.id));
    expect(fresh.messageIds(f.projectId)).toEqual(await idsInDatabase(0));
  });

  it('delivers a 20 kB message whole', async () => {
    const pro = await connect('pro');
    await subscribe(pro);
    const text = `${'Spec sheet line. '.repeat(1200).slice(0, CHAT_LIMITS.body - 1)}é`;
    expect(text).toHaveLength(CHAT_LIMITS.body);
    const message = await posted('owner', text);
    expect((await messageFrame(pro, message.id)).message.body).toBe(text);
  });

  it.runIf(process.env.TEST_DB === 'pg')(
    'catches every connection up after its process’s listening connection was killed',
    async () => {
      const pro = await connect('pro');
      await subscribe(pro);
      const pool = rawClient(f.t.db) as import('pg').Pool;
      await pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
      );
      // Posted while nobody listens: its announcement is lost; the reconnection reads it.
      const lost = await posted('owner', 'said while the listener was down');
      await messageFrame(pro, lost.id);
      const next = await posted('owner', 'and after');
      await messageFrame(pro, next.id);
      expect(pro.messageIds(f.projectId)).toEqual([lost.id, next.id]);
    },
  );

  it('reaches a client of another app on the same database, each with its own broadcaster', async () => {
    const other = await buildApp({ config: testConfig(), db: f.t.db, logger: false });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const there = await connect('designer', otherBase);
      const here = await connect('owner');
      await Promise.all([subscribe(there), subscribe(here)]);
      const message = await posted('pro', 'Posted on the first app');
      await Promise.all([messageFrame(there, message.id), messageFrame(here, message.id)]);
      there.drop();
    } finally {
      await other.close();
    }
  });
});
