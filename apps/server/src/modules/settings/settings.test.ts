import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { settings } from '../../db/schema/index.ts';
import { APP_SECRET_KEY } from '../../lib/app-secret.ts';
import { publicSettingsSchema } from './settings.schemas.ts';

describe('GET /api/setting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ appUrl: 'https://shop.example.test' });
  });
  afterAll(() => t.close());

  it('serves the public settings with the spec defaults, no auth needed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/setting' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      app_name: 'Remodel Market',
      time_zone: 'America/Los_Angeles',
      pagination_size: 10,
      image_base_url: 'https://shop.example.test/media',
      api_base_url: 'https://shop.example.test/api',
    });
    expect(data.support_email).toMatch(/@/);
    expect(data.social_login).toEqual({ google_client_id: null, apple_client_id: null });
    expect(Object.keys(data.social_links).sort()).toEqual(['facebook', 'houzz', 'instagram', 'tiktok', 'x']);
    expect(Object.keys(data.company_links).sort()).toEqual([
      'about',
      'blog',
      'contact_us',
      'faq',
      'our_work',
      'services',
    ]);
  });

  it('applies stored overrides, merges link groups, and never serves other keys', async () => {
    await t.db.insert(settings).values([
      { key: 'support_email', value: 'help@shop.example.test' },
      { key: 'social_links', value: { instagram: 'https://instagram.com/shop' } },
      { key: APP_SECRET_KEY, value: 'should-never-leak' },
      { key: 'shipping_charge', value: 500 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/setting' });
    const { data } = res.json();
    expect(data.support_email).toBe('help@shop.example.test');
    expect(data.social_links.instagram).toBe('https://instagram.com/shop');
    expect(data.social_links.x).toBe('https://x.com/');
    expect(res.body).not.toContain('should-never-leak');
    expect(data).not.toHaveProperty('shipping_charge');
  });

  it("sends only the contract's keys: a stored link the contract does not name stays on the server", async () => {
    await t.db.insert(settings).values({
      key: 'company_links',
      value: { faq: 'https://shop.example.test/faq', careers: 'https://x.test' },
    });
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/setting' })).json();
    expect(data.company_links.faq).toBe('https://shop.example.test/faq');
    expect(Object.keys(data.company_links).sort()).toEqual(
      Object.keys(publicSettingsSchema.shape.company_links.shape).sort(),
    );
    expect(Object.keys(data).sort()).toEqual(Object.keys(publicSettingsSchema.shape).sort());
  });

  it('publishes the social sign-in client ids that are configured, and nothing else of that config', async () => {
    const configured = await buildTestApp({
      google: {
        clientId: 'web-client.apps.example',
        jwksUrl: 'http://127.0.0.1:1/jwks',
        issuer: 'https://idp',
      },
    });
    try {
      const { data } = (await configured.app.inject({ method: 'GET', url: '/api/setting' })).json();
      expect(data.social_login).toEqual({
        google_client_id: 'web-client.apps.example',
        apple_client_id: null,
      });
      expect(JSON.stringify(data)).not.toContain('jwks');
    } finally {
      await configured.close();
    }
  });
});
