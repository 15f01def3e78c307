import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness.ts';
import { loadConfig } from './config.ts';
import { settings } from './db/schema/index.ts';
import { APP_SECRET_KEY, resolveAppSecret } from './lib/app-secret.ts';
import { createObjectStore } from './lib/object-store/create-object-store.ts';

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

  it('keeps uploads on the disk unless OBJECT_STORE=s3, which needs its bucket and keys in pairs', () => {
    const disk = loadConfig({});
    expect(disk.objectStore).toBe('disk');
    expect(disk.s3.region).toBe('us-east-1');
    const s3 = loadConfig({
      OBJECT_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      S3_BUCKET: 'market',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    });
    expect(s3.objectStore).toBe('s3');
    expect(s3.s3).toEqual({
      endpoint: 'http://127.0.0.1:4568',
      bucket: 'market',
      region: 'eu-west-3',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
    });
    // No keys: the SDK's chain (an instance role).
    expect(loadConfig({ OBJECT_STORE: 's3', S3_BUCKET: 'market' }).s3.accessKeyId).toBeUndefined();
    expect(() => loadConfig({ OBJECT_STORE: 's3' })).toThrow('OBJECT_STORE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ OBJECT_STORE: 's3', S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'A' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ OBJECT_STORE: 'ftp', S3_ENDPOINT: 'not a url' })).toThrow(
      /OBJECT_STORE[\s\S]*S3_ENDPOINT/,
    );
  });

  it('names the store in the startup report without its keys', () => {
    const config = loadConfig({
      OBJECT_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      S3_BUCKET: 'market',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    });
    const label = createObjectStore(config).label;
    expect(label).toBe('s3 market at 127.0.0.1:4568');
    expect(createObjectStore(loadConfig({ DATA_DIR: '/srv/market' })).label).toBe('disk /srv/market/objects');
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
