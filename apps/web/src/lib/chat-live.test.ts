import type { ChatServerFrame } from '@app/domain/projects/chat-live';
import type { ChatMessage } from '@app/domain/projects/chat-view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../testing/fake-socket.ts';
import { emitSignedOut } from './auth-events.ts';
import { ChatLive, chatLive, reconnectDelay } from './chat-live.ts';

const message = (id: number, project_id = 5): ChatMessage => ({
  id,
  project_id,
  author: { id: 30, name: 'Carl Pro', role: 'pro' },
  body: `message ${id}`,
  mentions: [],
  files: [],
  client_key: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  created_at: '2026-11-22T18:00:00Z',
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the chat’s live connection (lib/chat-live.ts)', () => {
  it('opens with the token as a subprotocol, subscribes from the last id, and after a drop comes back later from the last message it got', () => {
    vi.useFakeTimers();
    const sockets = fakeSockets();
    let token: string | null = 'tok_abc';
    const live = new ChatLive({ url: () => 'ws://x/api/projectChat/live', token: () => token, idleMs: 0 });
    const got: ChatServerFrame[] = [];
    const stop = live.follow(5, (f) => got.push(f), 40);
    const first = sockets.latest();
    expect(first.protocols).toEqual(['chat.v1', 'bearer.tok_abc']);
    first.open();
    expect(first.frames('subscribe')).toEqual([
      { type: 'subscribe', projects: [{ project_id: 5, after: 40 }] },
    ]);
    first.receive({ type: 'subscribed', project_id: 5, last_message_id: 42 });
    first.receive({ type: 'message', message: message(41) });
    first.receive({ type: 'message', message: message(42) });
    expect(live.send({ type: 'typing', project_id: 5 })).toBe(true);

    first.drop();
    expect(live.send({ type: 'typing', project_id: 5 })).toBe(false);
    // Nothing at once: the first pause is between half a second and a second.
    vi.advanceTimersByTime(499);
    expect(sockets.made).toHaveLength(1);
    vi.advanceTimersByTime(501);
    const second = sockets.latest();
    expect(second).not.toBe(first);
    second.open();
    expect(second.frames('subscribe')).toEqual([
      { type: 'subscribe', projects: [{ project_id: 5, after: 42 }] },
    ]);
    expect(got.filter((f) => f.type === 'message').map((f) => f.type === 'message' && f.message.id)).toEqual([
      41, 42,
    ]);

    // The last follower gone: unsubscribed and closed; signed out, nothing reopens it.
    stop();
    expect(second.frames('unsubscribe')).toEqual([{ type: 'unsubscribe', project_id: 5 }]);
    vi.advanceTimersByTime(1);
    expect(second.readyState).toBe(3);
    token = null;
    live.follow(5, () => {});
    expect(sockets.made).toHaveLength(2);
  });

  it('a second follower from an earlier id asks the server again from there; a session ended stays closed', () => {
    vi.useFakeTimers();
    const sockets = fakeSockets();
    const live = new ChatLive({ url: () => 'ws://x', token: () => 'tok_abc', delay: () => 10 });
    live.follow(5, () => {});
    const socket = sockets.latest();
    socket.open();
    socket.receive({ type: 'subscribed', project_id: 5, last_message_id: 50 });
    live.follow(5, () => {}, 45);
    expect(socket.sent.slice(1)).toEqual([
      { type: 'unsubscribe', project_id: 5 },
      { type: 'subscribe', projects: [{ project_id: 5, after: 45 }] },
    ]);
    // A later id than the one followed from changes nothing.
    live.follow(5, () => {}, 48);
    expect(socket.sent).toHaveLength(3);
    socket.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets.made).toHaveLength(1);
    live.close();
  });

  it('a sign-out closes the tab’s connection, which carried the old token (the session does not import the chat)', () => {
    const sockets = fakeSockets();
    localStorage.setItem('authToken', 'tok_abc');
    const stop = chatLive.follow(5, () => {});
    const socket = sockets.latest();
    socket.open();
    emitSignedOut();
    expect(socket.readyState).toBe(3);
    stop();
  });

  it('waits longer after each failure, never past 30 s', () => {
    expect([0, 1, 2, 3, 10].map((n) => reconnectDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 30_000]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
  });
});
