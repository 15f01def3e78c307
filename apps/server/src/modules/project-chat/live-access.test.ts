import type { ChatServerFrame } from '@app/domain/projects/chat-live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatFixture, Who } from './chat.fixture.ts';
import { RECHECK_MS } from './chat-live.routes.ts';
import {
  closeListeningChat,
  type ListeningChat,
  type LiveClient,
  listeningChatApp,
  liveProtocols,
  openLive,
} from './live.fixture.ts';
import { SESSION_ENDED_CODE } from './live-session.ts';

type MessageFrame = Extract<ChatServerFrame, { type: 'message' }>;

/** A connection keeps only what its person may still see: not past a sign-out, nor past being let go. */
describe('the chat’s WebSocket when a session ends or a member is let go (issue 24)', () => {
  let chat: ListeningChat;
  let f: ChatFixture;
  beforeAll(async () => {
    chat = await listeningChatApp();
    f = chat.f;
  });
  afterAll(() => closeListeningChat(chat));

  const following = async (who: Who) => {
    const client = await openLive(chat.base, liveProtocols(f.tokens[who]));
    chat.open.push(client);
    client.send({ type: 'subscribe', projects: [{ project_id: f.projectId }] });
    await client.waitFor((x) => x.type === 'subscribed');
    return client;
  };
  const posted = async (text: string) => {
    const res = await f.post('owner', text);
    expect(res.statusCode).toBe(201);
    return (res.json().data as MessageFrame['message']).id;
  };
  const got = (client: LiveClient, id: number) =>
    client.waitFor((x) => x.type === 'message' && x.message.id === id);

  it('a designer let go stops receiving the project at once; the others still do', async () => {
    const designer = await following('designer');
    const pro = await following('pro');
    await got(designer, await posted('Before'));
    const removed = await f.t.app.inject({
      method: 'DELETE',
      url: `/api/project/${f.projectId}/designers/${f.ids.designer}`,
      headers: f.auth.owner,
    });
    expect(removed.statusCode).toBe(200);
    await designer.waitFor(
      (x) =>
        x.type === 'error' &&
        x.project_id === f.projectId &&
        x.message === 'Record not found for processing.',
    );
    const after = await posted('After the designer left');
    await got(pro, after);
    await new Promise((r) => setTimeout(r, 300));
    expect(designer.messageIds(f.projectId)).not.toContain(after);
  });

  it('a signed-out session’s connection is closed at once, and gets nothing more', async () => {
    const pro = await following('pro');
    const out = await f.t.app.inject({ method: 'POST', url: '/api/logout', headers: f.auth.pro });
    expect(out.statusCode).toBe(200);
    // At once: well before the periodic check (RECHECK_MS) would have found it.
    const late = new Promise((resolve) => setTimeout(() => resolve('still open'), RECHECK_MS / 3));
    expect(await Promise.race([pro.closedWith, late])).toBe(SESSION_ENDED_CODE);
  });
});
