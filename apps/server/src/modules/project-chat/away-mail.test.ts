import { randomUUID } from 'node:crypto';
import { AWAY_MAIL_AFTER_MS } from '@app/domain/projects/chat';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, outboxMails, projectMessages, users } from '../../db/schema/index.ts';
import { JOBS, jobHandlers } from '../../jobs/jobs.ts';
import { sendAwayMails } from './away-mail.service.ts';
import { type ChatFixture, chatTestApp, type Who } from './chat.fixture.ts';

describe('the chat’s away mail (issue 24: one per conversation while away)', () => {
  let f: ChatFixture;
  const emails = {} as Record<Who, string>;

  beforeAll(async () => {
    f = await chatTestApp();
    for (const who of ['owner', 'pro', 'designer', 'stranger'] as const) {
      const [u] = await f.t.db.select({ email: users.email }).from(users).where(eq(users.id, f.ids[who]));
      emails[who] = u!.email;
    }
  });
  afterAll(() => f.t.close());

  /** A message `agoMs` old, as if sent then. */
  const sentAgo = (who: Who, body: string, agoMs: number) =>
    f.t.db.insert(projectMessages).values({
      projectId: f.projectId,
      authorId: f.ids[who],
      body,
      clientKey: randomUUID(),
      createdAt: new Date(Date.now() - agoMs),
    });
  const mailsTo = async (who: Who) =>
    (await f.t.db.select().from(outboxMails).where(eq(outboxMails.to, emails[who]))).map((m) => m.subject);
  const run = () => sendAwayMails(f.t.db, { now: new Date(), appUrl: 'http://localhost:3000' });

  it('mails each member away for two minutes once, however many messages and processes', async () => {
    await sentAgo('pro', 'Tile is in', AWAY_MAIL_AFTER_MS + 60_000);
    await sentAgo('pro', 'Grout colour?', AWAY_MAIL_AFTER_MS + 30_000);
    // The job as pg-boss runs it, twice at once (two processes), then again a minute later.
    const job = jobHandlers({
      db: f.t.db,
      payments: f.t.app.payments,
      mailer: f.t.app.mailer,
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
      payouts: false,
      appUrl: 'http://localhost:3000',
    })[JOBS.awayMail.queue];
    await Promise.all([job(), job()]);
    expect(await run()).toBe(0);
    expect(await mailsTo('owner')).toEqual(['New messages in “Kitchen remodel” — Remodel Market']);
    expect(await mailsTo('designer')).toHaveLength(1);
    expect(await mailsTo('pro')).toEqual([]);
    expect(await mailsTo('stranger')).toEqual([]);
    const [mail] = await f.t.db.select().from(outboxMails).where(eq(outboxMails.to, emails.owner));
    expect(mail!.text).toContain(
      'You have 2 new messages from Golden State Remodeling in “Kitchen remodel”.',
    );
    expect(mail!.text).toContain(`http://localhost:3000/projects/${f.projectId}`);
    const told = await f.t.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(inArray(notifications.userId, [f.ids.owner, f.ids.designer]));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: f.ids.owner, link: `/projects/${f.projectId}` },
        { userId: f.ids.designer, link: `/pro/projects/${f.projectId}` },
      ]),
    );
    expect(told).toHaveLength(2);
  });

  it('waits two minutes after a message, and mails again only once the member has read since', async () => {
    await sentAgo('pro', 'Fresh', 10_000);
    expect(await run()).toBe(0);
    // The owner reads; the designer does not.
    expect((await f.call('GET', `/api/projectChat/${f.projectId}`, 'owner')).statusCode).toBe(200);
    await sentAgo('pro', 'Delivery moved to Tuesday', AWAY_MAIL_AFTER_MS + 1000);
    expect(await run()).toBe(1);
    expect(await mailsTo('owner')).toHaveLength(2);
    expect(await mailsTo('designer')).toHaveLength(1);
    // A member who read everything meanwhile is not mailed.
    await sentAgo('designer', 'Noted', AWAY_MAIL_AFTER_MS + 1000);
    await f.call('GET', `/api/projectChat/${f.projectId}`, 'pro');
    expect(await run()).toBe(0);
    expect(await mailsTo('pro')).toEqual([]);
  });
});
