import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

type Answer = { statusCode: number; headers: Record<string, unknown> };

const expectBaseHeaders = (res: Answer, what: string) => {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['strict-transport-security'], what).toBeUndefined();
};

/** Issue 9, B9: the headers every answer carries, and a request id that is safe to echo and log. */
describe('security headers', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app")');
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp({ webDist: dist }, { logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('nosniff and a referrer policy on API answers, errors, 404s, the SPA, its assets and media', async () => {
    const answers: [string, Answer][] = [
      ['api', await get('/api/health')],
      ['api 404', await get('/api/no/such/thing')],
      ['422', await get('/api/search?page=0x10')],
      ['401', await get('/api/authuser')],
      ['spa page', await get('/your_orders')],
      ['spa asset', await get('/assets/app.js')],
      ['missing asset', await get('/assets/gone.js')],
      ['media', await get('/media/categories/tile-flooring.svg')],
      ['docs', await get('/api/docs/')],
      ['docs json', await get('/api/docs/json')],
    ];
    expect(answers.map(([what, r]) => [what, r.statusCode])).toEqual([
      ['api', 200],
      ['api 404', 404],
      ['422', 422],
      ['401', 401],
      ['spa page', 200],
      ['spa asset', 200],
      ['missing asset', 404],
      ['media', 200],
      ['docs', 200],
      ['docs json', 200],
    ]);
    for (const [what, res] of answers) expectBaseHeaders(res, what);
  });

  it("keeps the SPA's strict CSP", async () => {
    const page = await get('/account');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('/api/docs has a CSP of its own under which swagger-ui loads: its scripts and styles are same-origin files', async () => {
    const ui = await get('/api/docs/');
    const csp = String(ui.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    // No inline script: every <script> has a src, and each script and stylesheet it names loads.
    const scripts = [...ui.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((attrs) => /\ssrc="/.test(attrs))).toBe(true);
    const assets = [...ui.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(expect.arrayContaining(['static/swagger-ui-bundle.js', 'static/swagger-ui.css']));
    for (const asset of assets) {
      const res = await get(`/api/docs/${asset}`);
      expect(res.statusCode, asset).toBe(200);
      expectBaseHeaders(res, asset);
    }
  });

  it('HSTS only over TLS, as told by a trusted proxy', async () => {
    const plain = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await buildTestApp({ trustProxy: true });
    try {
      const tls = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
      const http = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('a safe X-Request-Id is echoed and logged; any other is replaced by a generated one', async () => {
    const safe = await get('/api/health', { 'x-request-id': 'lb-1.trace:42_a-b' });
    expect(safe.headers['x-request-id']).toBe('lb-1.trace:42_a-b');
    for (const unsafe of ['<script>alert(1)</script>', 'a b', 'x'.repeat(65), 'id\twith-tab', 'ünïcode']) {
      const res = await get('/api/no/such/thing', { 'x-request-id': unsafe });
      expect(res.headers['x-request-id'], unsafe).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join(''), unsafe).not.toContain(unsafe);
    }
  });
});
