import {
  BEARER_PROTOCOL,
  CHAT_LIVE_PATH,
  CHAT_PROTOCOL,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@app/domain/projects/chat-live';
import { onSignedOut, onUnauthenticated } from './auth-events.ts';
import { pageMeta } from './page-meta.ts';
import { getAuthToken } from './storage.ts';

export type LiveListener = (frame: ChatServerFrame) => void;

/** One followed project: who listens, and the last message id this tab has of it (undefined: none yet). */
type Follow = { listeners: Set<LiveListener>; after: number | undefined; subscribed: boolean };

/** The server closes with this when the session ended (signed out elsewhere, revoked): no reconnect. */
const SESSION_ENDED = 4401;
const OPEN = 1;

/** 1 s, 2 s, 4 s … up to 30 s, each between half and the whole of it so tabs do not come back in step. */
export const reconnectDelay = (attempt: number, random = Math.random) =>
  Math.round(Math.min(30_000, 1000 * 2 ** attempt) * (0.5 + random() / 2));

/** ws(s)://host/api/projectChat/live, beside the API (same origin unless the page names another). */
export function liveUrl(): string {
  const base = pageMeta.apiBaseUrl();
  const at = new URL(base || window.location.origin, window.location.href);
  const path = base ? at.pathname.replace(/\/+$/, '') : '';
  return `${at.protocol === 'https:' ? 'wss:' : 'ws:'}//${at.host}${path}${CHAT_LIVE_PATH}`;
}

/** The connection as a page may show it: `waiting` is a dropped one between attempts to come back. */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'waiting';

export type ChatLiveOptions = {
  url?: () => string;
  token?: () => string | null;
  delay?: (attempt: number) => number;
  /** How long a socket with nothing to follow stays open (a page that re-follows at once keeps it). */
  idleMs?: number;
};

/**
 * The project chat's live connection (issue 24, docs/api-project-chat.md): one WebSocket for the browser
 * tab, however many parts of the page follow projects. It opens with the first follow and closes a moment
 * after the last; when it drops it comes back with growing pauses and subscribes again from the last
 * message id it had of each project, so the server sends what was missed, in order, and nothing twice.
 * Messages are posted over HTTP; this carries what arrives, typing and read positions.
 */
export class ChatLive {
  private socket: WebSocket | null = null;
  /** The token the socket opened with: another sign-in in this tab opens a new one. */
  private openedWith: string | null = null;
  private readonly follows = new Map<number, Follow>();
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private idle: ReturnType<typeof setTimeout> | undefined;
  private readonly url: () => string;
  private readonly token: () => string | null;
  private readonly delay: (attempt: number) => number;
  private readonly idleMs: number;
  private status: LiveStatus = 'idle';
  private readonly watchers = new Set<() => void>();

  constructor(opts: ChatLiveOptions = {}) {
    this.url = opts.url ?? liveUrl;
    this.token = opts.token ?? getAuthToken;
    this.delay = opts.delay ?? reconnectDelay;
    this.idleMs = opts.idleMs ?? 3000;
    if (typeof window !== 'undefined') window.addEventListener('online', () => this.reconnectNow());
  }

  /**
   * Follows a project: `listener` gets its frames until the returned function is called. With `after` (the
   * last message id the caller has) the messages after it come first, even if this tab already follows the
   * project from a later id: a listener merges by id, so what it already had is harmless.
   */
  follow(projectId: number, listener: LiveListener, after?: number): () => void {
    clearTimeout(this.idle);
    let follow = this.follows.get(projectId);
    if (!follow) {
      follow = { listeners: new Set(), after, subscribed: false };
      this.follows.set(projectId, follow);
    } else if (after !== undefined && (follow.after === undefined || after < follow.after)) {
      follow.after = after;
      if (follow.subscribed) {
        this.send({ type: 'unsubscribe', project_id: projectId });
        follow.subscribed = false;
      }
    }
    follow.listeners.add(listener);
    if (this.socket && this.token() !== this.openedWith) this.drop();
    if (this.isOpen()) this.subscribeAll();
    else this.connect();
    return () => this.unfollow(projectId, listener);
  }

  /** Typing and read frames, for a project this tab follows; dropped while the connection is down. */
  send(frame: ChatClientFrame): boolean {
    if (!this.isOpen()) return false;
    if (frame.type !== 'subscribe' && !this.follows.get(frame.project_id)?.subscribed) return false;
    this.socket?.send(JSON.stringify(frame));
    return true;
  }

  /** The connection's state, and a subscription to its changes (useSyncExternalStore's pair). */
  getStatus = (): LiveStatus => this.status;
  onStatus = (watcher: () => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  private setStatus(status: LiveStatus) {
    if (status === this.status) return;
    this.status = status;
    for (const watcher of [...this.watchers]) watcher();
  }

  /** Sign-out: the connection closes and follows nothing until asked again. */
  close() {
    clearTimeout(this.retry);
    clearTimeout(this.idle);
    this.retry = undefined;
    this.follows.clear();
    this.attempt = 0;
    this.drop();
    this.setStatus('idle');
  }

  private drop() {
    const socket = this.socket;
    this.socket = null;
    for (const follow of this.follows.values()) follow.subscribed = false;
    socket?.close(1000);
  }

  private isOpen() {
    return this.socket?.readyState === OPEN;
  }

  private unfollow(projectId: number, listener: LiveListener) {
    const follow = this.follows.get(projectId);
    if (!follow?.listeners.delete(listener) || follow.listeners.size > 0) return;
    if (follow.subscribed) this.send({ type: 'unsubscribe', project_id: projectId });
    this.follows.delete(projectId);
    if (this.follows.size === 0) {
      clearTimeout(this.idle);
      this.idle = setTimeout(() => {
        if (this.follows.size === 0) this.close();
      }, this.idleMs);
    }
  }

  private connect() {
    if (this.socket || this.retry !== undefined || this.follows.size === 0) return;
    const token = this.token();
    if (!token) return;
    const socket = new WebSocket(this.url(), [CHAT_PROTOCOL, `${BEARER_PROTOCOL}${token}`]);
    this.socket = socket;
    this.openedWith = token;
    // A later attempt is still the same wait to the reader: they see "Reconnecting…" until it opens.
    this.setStatus(this.attempt > 0 ? 'waiting' : 'connecting');
    socket.onopen = () => {
      this.setStatus('open');
      this.subscribeAll();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      for (const follow of this.follows.values()) follow.subscribed = false;
      if (event.code === SESSION_ENDED) return this.setStatus('idle');
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    if (this.follows.size === 0) return this.setStatus('idle');
    this.setStatus('waiting');
    if (this.retry !== undefined) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect();
    }, this.delay(this.attempt));
    this.attempt += 1;
  }

  private reconnectNow() {
    if (this.retry === undefined) return;
    clearTimeout(this.retry);
    this.retry = undefined;
    this.connect();
  }

  private subscribeAll() {
    const projects = [...this.follows.entries()]
      .filter(([, f]) => !f.subscribed)
      .map(([project_id, f]) => (f.after === undefined ? { project_id } : { project_id, after: f.after }));
    if (projects.length === 0) return;
    for (const p of projects) this.follows.get(p.project_id)!.subscribed = true;
    this.socket?.send(JSON.stringify({ type: 'subscribe', projects }));
  }

  private receive(data: unknown) {
    let frame: ChatServerFrame;
    try {
      frame = JSON.parse(String(data)) as ChatServerFrame;
    } catch {
      return;
    }
    const projectId = frame.type === 'message' ? frame.message.project_id : frame.project_id;
    const follow = projectId === undefined ? undefined : this.follows.get(projectId);
    if (!follow) return;
    if (frame.type === 'subscribed') {
      this.attempt = 0;
      // Followed from now: what the server has is the start. Followed from an id: the catch-up moves it.
      follow.after ??= frame.last_message_id;
    }
    if (frame.type === 'message') follow.after = Math.max(follow.after ?? 0, frame.message.id);
    for (const listener of [...follow.listeners]) listener(frame);
  }
}

/** The tab's one connection; a 401 anywhere (the session is gone) closes it. */
export const chatLive = new ChatLive();
onUnauthenticated(() => chatLive.close());
onSignedOut(() => chatLive.close());
