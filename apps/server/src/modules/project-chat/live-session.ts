import { MESSAGES, toFieldErrors } from '@app/domain';
import { CHAT_LIMITS } from '@app/domain/projects/chat';
import {
  type ChatClientFrame,
  type ChatServerFrame,
  chatClientFrame,
  LIVE_LIMITS,
  LIVE_MESSAGES,
} from '@app/domain/projects/chat-live';
import { findUnstorableText } from '@app/domain/shared/input-limits';
import { announce } from '../../db/broadcaster.ts';
import { projectAccessOf } from '../projects/project-access.repository.ts';
import { isMessageOf, latestMessageId, markRead, messagePage } from './chat.repository.ts';
import { type ChatHub, type Follower, type ProjectFeed, READ_CHANNEL, TYPING_CHANNEL } from './chat-hub.ts';
import { messageViews } from './message-view.ts';

/** What the session needs of a `ws` socket (the package ships no types of its own). */
export interface LiveSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'close' | 'pong', listener: () => void): unknown;
}

const OPEN = 1;
/** A client this far behind in reading is cut off; it reconnects and catches up from its last id. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** Frames a client may send per window before the connection is closed (each may cost a query). */
const FRAMES = { max: 100, windowMs: 10_000 };

/**
 * One connection's follow of one project. What it sends goes out in id order, each message once: from the
 * feed's cache when that reaches back to the last id sent, else read from the database page by page (a
 * catch-up); an offer during a read makes it read again, so nothing committed meanwhile is skipped.
 */
class Follow implements Follower {
  private running = false;
  private again = false;
  closed = false;
  lastTypingAt = 0;

  constructor(
    private readonly session: LiveSession,
    readonly projectId: number,
    private lastSentId: number,
  ) {}

  get userId() {
    return this.session.user.id;
  }

  send(frame: string) {
    this.session.send(frame);
  }

  recheck() {
    void this.session.recheck(this.projectId);
  }

  offer(feed: ProjectFeed) {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const cached = feed.after(this.lastSentId);
    if (!cached) return void this.catchUp();
    for (const c of cached) {
      this.send(c.frame);
      this.lastSentId = c.id;
    }
  }

  private async catchUp() {
    this.running = true;
    const { db } = this.session.hub;
    try {
      let more = false;
      do {
        this.again = false;
        const page = await messagePage(db, this.projectId, { after: this.lastSentId }, CHAT_LIMITS.page);
        for (const message of await messageViews(db, page.rows)) {
          if (message.id <= this.lastSentId) continue;
          this.session.sendFrame({ type: 'message', message });
          this.lastSentId = message.id;
        }
        more = page.hasMore;
      } while (!this.closed && (this.again || more));
    } catch (err) {
      this.session.hub.log.error({ err, projectId: this.projectId }, 'chat catch-up failed');
      this.session.fail();
    } finally {
      this.running = false;
    }
  }
}

/** Close code for a connection whose session ended (signed out, revoked, account deactivated). */
export const SESSION_ENDED_CODE = 4401;

/**
 * A member's live connection (chat.v1, docs/api-project-chat.md): the projects it follows, typing and read
 * positions it sends. The token is checked before the upgrade and membership when it subscribes; both are
 * checked again periodically and when a project's people change (recheck), so a session signed out or a
 * member let go stops receiving.
 */
export class LiveSession {
  private readonly follows = new Map<number, Follow>();
  private frames: number[] = [];
  /** Frames are handled one after the other, in the order sent (a subscribe before the typing after it). */
  private queue: Promise<void> = Promise.resolve();
  private alive = true;
  private ended = false;

  constructor(
    readonly hub: ChatHub,
    private readonly socket: LiveSocket,
    readonly user: { id: number },
    /** Whether the token the connection opened with is still a live session of an allowed account. */
    private readonly sessionLive: () => Promise<boolean> = async () => true,
  ) {
    socket.on('message', (data) => {
      if (this.tooMany()) return void this.socket.close(1008, 'Too many frames.');
      this.queue = this.queue.then(() => this.receive(data)).catch(() => {});
    });
    socket.on('close', () => this.end());
    socket.on('pong', () => {
      this.alive = true;
    });
  }

  send(text: string) {
    if (this.socket.readyState !== OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return void this.socket.terminate();
    this.socket.send(text);
  }

  sendFrame(frame: ChatServerFrame) {
    this.send(JSON.stringify(frame));
  }

  /** Something on the server failed: the client reconnects and catches up. */
  fail() {
    this.socket.close(1011, 'Internal Server error please try again.');
  }

  /** Called periodically: a connection that did not answer the last ping is dropped. */
  heartbeat() {
    if (!this.alive) return void this.socket.terminate();
    this.alive = false;
    this.socket.ping();
  }

  /**
   * Checks the session and each followed project again: a session that ended closes the connection
   * (SESSION_ENDED_CODE); a project the person is no longer in stops being followed, told as an error frame.
   */
  recheck(projectId?: number): Promise<void> {
    this.queue = this.queue
      .then(async () => {
        if (this.ended) return;
        if (!(await this.sessionLive())) {
          this.end();
          return void this.socket.close(SESSION_ENDED_CODE, MESSAGES.unauthenticated);
        }
        for (const follow of [...this.follows.values()]) {
          if (projectId !== undefined && follow.projectId !== projectId) continue;
          if (await projectAccessOf(this.hub.db, follow.projectId, this.user.id)) continue;
          this.unfollow(follow);
          this.sendFrame({ type: 'error', project_id: follow.projectId, message: MESSAGES.recordNotFound });
        }
      })
      .catch((err) => this.hub.log.error({ err }, 'chat session recheck failed'));
    return this.queue;
  }

  private tooMany(): boolean {
    const now = Date.now();
    this.frames = this.frames.filter((t) => now - t < FRAMES.windowMs);
    this.frames.push(now);
    return this.frames.length > FRAMES.max;
  }

  private async receive(data: Buffer) {
    let json: unknown;
    try {
      json = JSON.parse(data.toString('utf8'));
    } catch {
      return this.sendFrame({ type: 'error', message: LIVE_MESSAGES.frame });
    }
    const parsed = findUnstorableText(json) ? null : chatClientFrame.safeParse(json);
    if (!parsed?.success) {
      const errors = parsed ? toFieldErrors(parsed.error.issues) : undefined;
      return this.sendFrame({ type: 'error', message: MESSAGES.invalidGiven, errors });
    }
    try {
      await this.handle(parsed.data);
    } catch (err) {
      this.hub.log.error({ err }, 'chat frame failed');
      this.sendFrame({ type: 'error', message: MESSAGES.internalError });
    }
  }

  private async handle(frame: ChatClientFrame) {
    if (frame.type === 'subscribe') return this.subscribe(frame.projects);
    const follow = this.follows.get(frame.project_id);
    if (!follow) {
      return this.sendFrame({
        type: 'error',
        project_id: frame.project_id,
        message: LIVE_MESSAGES.notSubscribed,
      });
    }
    if (frame.type === 'unsubscribe') return this.unfollow(follow);
    if (frame.type === 'typing') return this.typing(follow);
    return this.read(follow, frame.message_id);
  }

  private async subscribe(projects: { project_id: number; after?: number }[]) {
    const { db } = this.hub;
    await this.hub.ready();
    for (const { project_id, after } of projects) {
      if (this.ended || this.follows.has(project_id)) continue;
      if (this.follows.size >= LIVE_LIMITS.projects) {
        return this.sendFrame({ type: 'error', project_id, message: LIVE_MESSAGES.frame });
      }
      if (!(await projectAccessOf(db, project_id, this.user.id))) {
        this.sendFrame({ type: 'error', project_id, message: MESSAGES.recordNotFound });
        continue;
      }
      // Read after the hub listens: anything newer is announced to the feed and offered to this follow.
      const latest = await latestMessageId(db, project_id);
      const follow = new Follow(this, project_id, Math.min(after ?? latest, latest));
      this.follows.set(project_id, follow);
      this.sendFrame({ type: 'subscribed', project_id, last_message_id: latest });
      await this.hub.join(project_id, follow);
      if (this.ended) this.hub.leave(project_id, follow);
    }
  }

  private unfollow(follow: Follow) {
    follow.closed = true;
    this.follows.delete(follow.projectId);
    this.hub.leave(follow.projectId, follow);
  }

  /** Passed to the project's other people in every process; never stored. */
  private async typing(follow: Follow) {
    const now = Date.now();
    if (now - follow.lastTypingAt < LIVE_LIMITS.typingEveryMs) return;
    follow.lastTypingAt = now;
    const payload = { project_id: follow.projectId, user_id: this.user.id };
    await announce(this.hub.db, TYPING_CHANNEL, JSON.stringify(payload));
  }

  /** Moves the member's read position (never back) and tells the project's people. */
  private async read(follow: Follow, messageId: number) {
    const { db } = this.hub;
    if (!(await isMessageOf(db, follow.projectId, messageId))) {
      return this.sendFrame({
        type: 'error',
        project_id: follow.projectId,
        message: MESSAGES.invalidGiven,
        errors: { message_id: ['The message is invalid.'] },
      });
    }
    const position = await markRead(db, follow.projectId, this.user.id, messageId);
    const payload = { project_id: follow.projectId, user_id: this.user.id, message_id: position };
    await announce(db, READ_CHANNEL, JSON.stringify(payload));
  }

  private end() {
    this.ended = true;
    for (const follow of this.follows.values()) {
      follow.closed = true;
      this.hub.leave(follow.projectId, follow);
    }
    this.follows.clear();
  }
}
