import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness.ts';
import { loadConfig } from './config.ts';
import { settings } from './db/schema/index.ts';
import { APP_SECRET_KEY, resolveAppSecret } from './lib/app-secret.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir: './data',
      appUrl: 'http://localhost:3000',
      appSecret: undefined,
      mailFrom: 'Remodel Market <no-reply@localhost>',
      paymentProvider: 'sandbox',
      seedDemo: true,
      payoutSchedule: true,
      trustProxy: false,
      webDist: 'apps/web/dist',
    });
    expect(c.google.jwksUrl).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(c.apple.issuer).toBe('https://appleid.apple.com');
  });

  it('listens on this machine only in development, on every interface in production, unless HOST says', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('reads overrides; APP_URL follows PORT unless set; blank values count as unset', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    const c = loadConfig({
      APP_URL: 'https://shop.example.test/',
      DATABASE_URL: 'postgres://u@db/x',
      SEED_DEMO: 'false',
      PAYOUT_SCHEDULE: 'false',
      SMTP_URL: '',
    });
    expect(c.appUrl).toBe('https://shop.example.test');
    expect(c.databaseUrl).toBe('postgres://u@db/x');
    expect(c.seedDemo).toBe(false);
    expect(c.payoutSchedule).toBe(false);
    expect(c.smtpUrl).toBeUndefined();
  });

  it('refuses bad values, naming each variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*APP_SECRET/,
    );
  });
});

describe('app secret', () => {
  it('is generated once and kept in the settings table when APP_SECRET is absent', async () => {
    const h = await freshDatabase();
    try {
      const first = await resolveAppSecret(h.db, undefined);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await resolveAppSecret(h.db, undefined)).toBe(first);
      const [row] = await h.db.select().from(settings).where(eq(settings.key, APP_SECRET_KEY));
      expect(row.value).toBe(first);
      expect(await resolveAppSecret(h.db, 'from-the-environment-123')).toBe('from-the-environment-123');
    } finally {
      await h.close();
    }
  });
});
