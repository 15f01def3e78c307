import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import {
  BEARER_PROTOCOL,
  CHAT_LIVE_PATH,
  CHAT_PROTOCOL,
  type ChatServerFrame,
} from '@app/domain/projects/chat-live';
import { type ChatFixture, chatTestApp } from './chat.fixture.ts';

/** The `ws` client as these tests use it (`ws` ships no types; it comes with @fastify/websocket). */
type WsClient = {
  readonly protocol: string;
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  terminate(): void;
  once(event: 'open', listener: () => void): void;
  once(event: 'close', listener: (code: number) => void): void;
  once(event: 'error', listener: (error: Error) => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
};
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, protocols?: string[]) => WsClient;

export type LiveClient = {
  /** Every frame received, in order. */
  frames: ChatServerFrame[];
  protocol: string;
  send(frame: unknown): void;
  sendText(text: string): void;
  /** The first frame (already received or to come) that `match` accepts. */
  waitFor<T extends ChatServerFrame>(match: (f: ChatServerFrame) => boolean, ms?: number): Promise<T>;
  /** The ids of the message frames received for a project, in order. */
  messageIds(projectId: number): number[];
  close(): Promise<void>;
  /** The close code the server ended the connection with, once it does. */
  closedWith: Promise<number>;
  /** Drops the connection as a lost network would (no close handshake). */
  drop(): void;
};

/** A chat test app listening on a free port, and the clients a test file opened (dropped at its end). */
export type ListeningChat = { f: ChatFixture; base: string; open: LiveClient[] };

export async function listeningChatApp(): Promise<ListeningChat> {
  const f = await chatTestApp();
  await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  return { f, base: `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`, open: [] };
}

export async function closeListeningChat(chat: ListeningChat | undefined) {
  for (const client of chat?.open ?? []) client.drop();
  await chat?.f.t.close();
}

/** The protocols a signed-in client offers. */
export const liveProtocols = (token: string) => [CHAT_PROTOCOL, `${BEARER_PROTOCOL}${token}`];

/** Opens the chat's WebSocket on `base` (http://host:port); rejects with the HTTP status of a refusal. */
export function openLive(base: string, protocols: string[], path = CHAT_LIVE_PATH): Promise<LiveClient> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${path}`, protocols);
  const frames: ChatServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString('utf8')) as ChatServerFrame);
    for (const wake of waiters) wake();
  });
  const closedWith = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  const client: LiveClient = {
    frames,
    closedWith,
    get protocol() {
      return ws.protocol;
    },
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendText: (text) => ws.send(text),
    waitFor: <T extends ChatServerFrame>(match: (f: ChatServerFrame) => boolean, ms = 10_000) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as T);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such frame in ${JSON.stringify(frames).slice(-2000)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
    messageIds: (projectId) =>
      frames.flatMap((f) =>
        f.type === 'message' && f.message.project_id === projectId ? [f.message.id] : [],
      ),
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === 3) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
    drop: () => ws.terminate(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', (error) => {
      const status = /Unexpected server response: (\d+)/.exec(error.message)?.[1];
      reject(Object.assign(new Error(error.message), { status: status ? Number(status) : null }));
    });
  });
}

/** The HTTP status a refused connection got (null when it opened). */
export async function refusedWith(base: string, protocols: string[], path?: string) {
  try {
    await (await openLive(base, protocols, path)).close();
    return null;
  } catch (error) {
    return (error as { status: number | null }).status;
  }
}
