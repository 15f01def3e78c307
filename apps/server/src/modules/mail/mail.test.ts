import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { outboxMails } from '../../db/schema/index.ts';
import { queueMail } from './outbox.repository.ts';
import { startSmtpServer } from './smtp-server.fixture.ts';

describe('mailer without SMTP_URL: the outbox and the dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores mails in the outbox', async () => {
    expect(t.app.mailer.transport).toBe('outbox');
    await t.app.mailer.send({ to: 'first@example.test', subject: 'First', text: 'Hello' });
    const rows = await t.db.select().from(outboxMails).orderBy(desc(outboxMails.id));
    expect(rows[0]).toMatchObject({ to: 'first@example.test', subject: 'First', text: 'Hello' });
  });

  it('a request’s flush takes at most 20 of a backlog (it never holds the answer); the job’s takes the rest', async () => {
    for (let n = 0; n < 33; n++)
      await queueMail(t.db, { to: `backlog${n}@example.test`, subject: 'Backlog', text: 'x' });
    const unsent = async () =>
      (await t.db.select().from(outboxMails).where(eq(outboxMails.subject, 'Backlog'))).filter(
        (m) => !m.sentAt,
      ).length;
    expect(await t.app.mailer.flush()).toBe(20);
    expect(await unsent()).toBe(13);
    expect(await t.app.mailer.flush({ all: true })).toBe(13);
    expect(await unsent()).toBe(0);
  });

  it('lists mails newest first with clickable links and escaped content', async () => {
    await t.app.mailer.send({
      to: 'second@example.test',
      subject: '<script>alert(1)</script> Second',
      text: 'Open http://localhost:3000/password_reset?token=abc&email=a%40b.co now <b>bold</b>',
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html.indexOf('second@example.test')).toBeGreaterThan(-1);
    expect(html.indexOf('second@example.test')).toBeLessThan(html.indexOf('first@example.test'));
    expect(html).toContain(
      '<a href="http://localhost:3000/password_reset?token=abc&amp;email=a%40b.co">http://localhost:3000/password_reset?token=abc&amp;email=a%40b.co</a>',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Second');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('dev mailbox for a caller on another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.mailer.send({ to: 'admin@example.test', subject: 'Code', text: 'code 123456' });
  });
  afterAll(() => t.close());

  const mailbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });

  it('is not served, whatever X-Forwarded-For says; direct loopback callers (IPv4 and IPv6) read it', async () => {
    const remote = await mailbox('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toEqual({ message: 'Record not found for processing.' });
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const local = await mailbox(remoteAddress);
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain('admin@example.test');
    }
  });

  it.each([
    ['x-forwarded-for', '127.0.0.1'],
    ['x-forwarded-host', 'localhost'],
    ['forwarded', 'for=127.0.0.1'],
    ['x-real-ip', '127.0.0.1'],
    ['x-forwarded-proto', 'http'],
  ])('is not served through a proxy on this machine (%s)', async (name, value) => {
    const proxied = await mailbox('127.0.0.1', { [name]: value });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('admin@example.test');
  });

  it('may not be framed by any page, served or refused', async () => {
    for (const res of [await mailbox('127.0.0.1'), await mailbox('203.0.113.7')]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('dev mailbox behind a trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  it('is not served even to a loopback caller without forwarding headers', async () => {
    await t.app.mailer.send({ to: 'proxied@example.test', subject: 'Code', text: 'code 654321' });
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('proxied@example.test');
    }
  });
});

describe('dev mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ nodeEnv: 'production' });
  });
  afterAll(() => t.close());

  it('is not served', async () => {
    await t.app.mailer.send({ to: 'secret@example.test', subject: 'Secret', text: 'code 123456' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret@example.test');
    expect(res.json()).toEqual({ message: 'Record not found for processing.' });
  });
});

describe('mailer with SMTP_URL', () => {
  it('delivers over SMTP and marks the outbox row sent', async () => {
    const smtp = await startSmtpServer();
    const t = await buildTestApp({ smtpUrl: smtp.url, mailFrom: 'Remodel Market <no-reply@example.test>' });
    try {
      expect(t.app.mailer.transport).toBe('smtp');
      await t.app.mailer.send({
        to: 'smtp@example.test',
        subject: 'Over SMTP',
        text: 'Body text',
        html: '<p>Body</p>',
      });
      const mail = await smtp.waitFor('smtp@example.test');
      expect(mail.from).toBe('no-reply@example.test');
      expect(mail.text).toContain('Subject: Over SMTP');
      expect(mail.text).toContain('Body text');
      const rows = await t.db.select().from(outboxMails);
      expect(rows).toHaveLength(1);
      expect(rows[0].sentAt).not.toBeNull();
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('a mail queued by a change whose process died before delivery goes out at the next flush, once', async () => {
    const smtp = await startSmtpServer();
    const t = await buildTestApp({ smtpUrl: smtp.url, mailFrom: 'Remodel Market <no-reply@example.test>' });
    try {
      // Queued in a change's transaction, then nothing: the process died before its flush.
      await t.db.transaction((tx) =>
        queueMail(tx, { to: 'late@example.test', subject: 'Late', text: 'Body' }),
      );
      // A rolled-back change queues nothing.
      await t.db
        .transaction(async (tx) => {
          await queueMail(tx, { to: 'never@example.test', subject: 'Never', text: 'Body' });
          throw new Error('rolled back');
        })
        .catch(() => {});
      expect(await t.app.mailer.flush()).toBe(1); // what the mail-deliver job runs
      expect((await smtp.waitFor('late@example.test')).text).toContain('Subject: Late');
      expect(await t.app.mailer.flush()).toBe(0);
      expect(smtp.received.flatMap((m) => m.to)).toEqual(['late@example.test']);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('a mail the server refuses waits and is retried later, without holding up the mails behind it', async () => {
    const refuses = new Set(['bad@example.test']);
    const smtp = await startSmtpServer({ refuses });
    const t = await buildTestApp({ smtpUrl: smtp.url, mailFrom: 'Remodel Market <no-reply@example.test>' });
    try {
      await queueMail(t.db, { to: 'bad@example.test', subject: 'First', text: 'Body' });
      await queueMail(t.db, { to: 'good@example.test', subject: 'Second', text: 'Body' });
      expect(await t.app.mailer.flush()).toBe(1);
      await smtp.waitFor('good@example.test');
      const bad = async () =>
        (await t.db.select().from(outboxMails).where(eq(outboxMails.to, 'bad@example.test')))[0];
      const failed = await bad();
      expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
      expect(failed.lastError).toMatch(/550/);
      expect(failed.notBefore!.getTime()).toBeGreaterThan(Date.now() + 30_000);
      // Not due yet: the next flush leaves it alone.
      expect(await t.app.mailer.flush()).toBe(0);
      // Its wait is over and the address works again: it goes out, once.
      refuses.clear();
      await t.db.update(outboxMails).set({ notBefore: sql`now() - interval '1 second'` });
      expect(await t.app.mailer.flush()).toBe(1);
      await smtp.waitFor('bad@example.test');
      expect(await bad()).toMatchObject({ attempts: 2, lastError: null });
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(['bad@example.test', 'good@example.test']);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('with the SMTP server down, a request that mails still answers; the mail waits in the outbox', async () => {
    const t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'no-reply@example.test' });
    try {
      const user = await createUser(t.db, { email: 'down@example.test' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password/email',
        payload: { email: user.email },
        remoteAddress: '203.0.113.99',
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
      expect(row).toMatchObject({ sentAt: null, attempts: 1 });
      expect(row.lastError).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});
