import type { ChatServerFrame } from '@app/domain/projects/chat-live';
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcaster } from '../../db/broadcaster.ts';
import type { Database } from '../../db/client.ts';
import { SESSIONS_ENDED_CHANNEL } from '../accounts/token.repository.ts';
import { PEOPLE_CHANNEL, projectPeople } from '../projects/project-access.repository.ts';
import { latestMessageId, messagePage } from './chat.repository.ts';
import { messageViews } from './message-view.ts';
import { CHAT_CHANNEL } from './post-message.service.ts';

/** Typing and read positions pass between processes too, by ids; typing is never stored. */
export const TYPING_CHANNEL = 'project_chat_typing';
export const READ_CHANNEL = 'project_chat_read';

/** Messages a feed keeps ready to hand out; a follower further behind reads the database itself. */
const CACHED = 200;
/** Messages read per query when a feed catches up. */
const FETCH = 100;
/** After a failed read the feed tries again (no announcement may come to trigger it). */
const RETRY_MS = 1000;

/** One connection's follow of one project: what the feed offers it goes out in id order, once. */
export interface Follower {
  readonly userId: number;
  /** The feed has messages this follower may not have been sent. */
  offer(feed: ProjectFeed): void;
  send(frame: string): void;
  /** The follower's place in the project changed: its connection checks its access again. */
  recheck(): void;
}

/**
 * One project as this process follows it: the messages announced since the feed began, read once per
 * process after each announcement (ids only travel on NOTIFY) and handed to every follower. The cache is
 * complete for ids in (knownFrom, knownTo]: messages of a project commit in id order (the chat lock,
 * chat.repository.ts), so "after knownTo" read at any moment misses nothing.
 */
export class ProjectFeed {
  readonly followers = new Set<Follower>();
  knownFrom = 0;
  knownTo = 0;
  private cache: { id: number; frame: string }[] = [];
  private names = new Map<number, string>();
  private chain: Promise<void>;

  constructor(
    private readonly db: Database,
    readonly projectId: number,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.chain = latestMessageId(db, projectId).then((latest) => {
      this.knownFrom = latest;
      this.knownTo = latest;
    });
  }

  /** Resolves once the feed knows where it starts. */
  ready = () => this.chain;

  /** A message was announced (or, without an id, announcements may have been lost): read what is new. */
  announced(messageId?: number) {
    this.chain = this.chain
      .then(async () => {
        if (messageId === undefined || messageId > this.knownTo) await this.fetch();
      })
      .catch((err) => {
        this.log.error({ err, projectId: this.projectId }, 'chat feed read failed; retrying');
        setTimeout(() => this.announced(), RETRY_MS).unref();
      });
  }

  private async fetch() {
    for (;;) {
      const page = await messagePage(this.db, this.projectId, { after: this.knownTo }, FETCH);
      if (page.rows.length === 0) return;
      for (const message of await messageViews(this.db, page.rows)) {
        const frame: ChatServerFrame = { type: 'message', message };
        this.cache.push({ id: message.id, frame: JSON.stringify(frame) });
        this.knownTo = message.id;
      }
      const dropped = this.cache.splice(0, Math.max(0, this.cache.length - CACHED));
      if (dropped.length > 0) this.knownFrom = dropped.at(-1)!.id;
      for (const follower of this.followers) follower.offer(this);
      if (!page.hasMore) return;
    }
  }

  /** The cached frames after `id` in order, or null when the cache does not reach back that far. */
  after(id: number): { id: number; frame: string }[] | null {
    if (id < this.knownFrom) return null;
    return this.cache.filter((c) => c.id > id);
  }

  /** Passes a frame (typing, read position) to every follower but those of `exceptUser`. */
  pass(frame: ChatServerFrame, exceptUser?: number) {
    const text = JSON.stringify(frame);
    for (const follower of this.followers) if (follower.userId !== exceptUser) follower.send(text);
  }

  /** A person's name as typing shows it; the people are read again when someone new types. */
  async nameOf(userId: number): Promise<string | null> {
    if (!this.names.has(userId)) {
      const people = await projectPeople(this.db, this.projectId);
      this.names = new Map(people.map((p) => [p.userId, p.name]));
    }
    return this.names.get(userId) ?? null;
  }
}

type Announcement = { project_id: number; message_id?: number; user_id?: number };

/**
 * This process's end of the chat's fan-out: one subscription per channel on the process's broadcaster (one
 * LISTEN connection), a feed per project someone here follows. When the broadcaster's connection comes back
 * after a loss, every feed reads what it missed and offers it: each connection catches up from the last id
 * it was sent.
 */
export class ChatHub {
  private readonly feeds = new Map<number, ProjectFeed>();
  private listening: Promise<(() => Promise<void>)[]> | null = null;
  private stopResume: (() => void) | null = null;

  constructor(
    readonly db: Database,
    private readonly broadcaster: Broadcaster,
    readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  ) {}

  /** Listens on first use; a follow starts only after, so nothing announced meanwhile is missed. */
  ready(): Promise<unknown> {
    this.listening ??= (async () => {
      this.stopResume?.();
      this.stopResume = this.broadcaster.onResume(() => {
        for (const feed of this.feeds.values()) feed.announced();
      });
      // One after the other: the LISTENs share one connection.
      return [
        await this.broadcaster.listen(CHAT_CHANNEL, (p) => this.onMessage(p)),
        await this.broadcaster.listen(TYPING_CHANNEL, (p) => void this.onTyping(p)),
        await this.broadcaster.listen(READ_CHANNEL, (p) => this.onRead(p)),
        await this.broadcaster.listen(PEOPLE_CHANNEL, (p) => this.onPeople(p)),
        await this.broadcaster.listen(SESSIONS_ENDED_CHANNEL, (p) => this.onSessionsEnded(p)),
      ];
    })().catch((error) => {
      // Not listening: the next connection tries again.
      this.listening = null;
      throw error;
    });
    return this.listening;
  }

  /** The project's feed, started if this process followed nothing of it (a feed that could not start is dropped). */
  private async feed(projectId: number): Promise<ProjectFeed> {
    let feed = this.feeds.get(projectId);
    if (!feed) {
      feed = new ProjectFeed(this.db, projectId, this.log);
      this.feeds.set(projectId, feed);
    }
    try {
      await feed.ready();
    } catch (error) {
      if (this.feeds.get(projectId) === feed) this.feeds.delete(projectId);
      throw error;
    }
    return feed;
  }

  /**
   * Adds a follower to the project's feed and offers it what the feed has. Checked and added in one step
   * after the wait: a feed dropped meanwhile (its last follower left) is never joined.
   */
  async join(projectId: number, follower: Follower): Promise<ProjectFeed> {
    for (;;) {
      const feed = await this.feed(projectId);
      if (this.feeds.get(projectId) !== feed) continue;
      feed.followers.add(follower);
      follower.offer(feed);
      return feed;
    }
  }

  /** A follower leaves; a feed nobody here follows is dropped. */
  leave(projectId: number, follower: Follower) {
    const feed = this.feeds.get(projectId);
    feed?.followers.delete(follower);
    if (feed && feed.followers.size === 0) this.feeds.delete(projectId);
  }

  private parse(payload: string): Announcement | null {
    try {
      const parsed = JSON.parse(payload) as Announcement;
      return Number.isInteger(parsed.project_id) ? parsed : null;
    } catch {
      return null;
    }
  }

  private onMessage(payload: string) {
    const a = this.parse(payload);
    if (a) this.feeds.get(a.project_id)?.announced(a.message_id);
  }

  private async onTyping(payload: string) {
    const a = this.parse(payload);
    const feed = a && this.feeds.get(a.project_id);
    if (!feed || a.user_id === undefined) return;
    const name = await feed.nameOf(a.user_id).catch(() => null);
    if (name !== null) {
      feed.pass({ type: 'typing', project_id: a.project_id, user: { id: a.user_id, name } }, a.user_id);
    }
  }

  private onRead(payload: string) {
    const a = this.parse(payload);
    const feed = a && this.feeds.get(a.project_id);
    if (!feed || a.user_id === undefined || a.message_id === undefined) return;
    feed.pass({
      type: 'read',
      project_id: a.project_id,
      user_id: a.user_id,
      last_read_message_id: a.message_id,
    });
  }

  private onPeople(payload: string) {
    const a = this.parse(payload);
    const feed = a && this.feeds.get(a.project_id);
    if (!feed) return;
    for (const follower of feed.followers) if (follower.userId === a.user_id) follower.recheck();
  }

  /** A user's sessions were revoked: each of their connections here checks its own token again. */
  private onSessionsEnded(payload: string) {
    let userId: unknown;
    try {
      userId = (JSON.parse(payload) as { user_id?: unknown }).user_id;
    } catch {
      return;
    }
    for (const feed of this.feeds.values())
      for (const follower of feed.followers) if (follower.userId === userId) follower.recheck();
  }

  async close() {
    this.stopResume?.();
    const stops = await this.listening?.catch(() => []);
    for (const stop of stops ?? []) await stop();
    await this.broadcaster.close();
    this.feeds.clear();
  }
}
