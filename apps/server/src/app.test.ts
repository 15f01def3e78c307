import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, createUser, type TestApp } from '../test/harness.ts';
import { AppError } from './lib/app-error.ts';
import { fakeWebBuild } from './ssr/testing/web-build.ts';

describe('the app shell: envelope, 404s, docs, request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        beforeReady: (app) => {
          app.get('/api/test/boom', async () => {
            throw new Error('relation "users" does not exist: select * from users where password_hash = $1');
          });
          app.get('/api/test/conflict', async () => {
            throw new AppError('conflict', 'Already there.');
          });
          app.get(
            '/api/test/query',
            {
              schema: {
                querystring: z.object({
                  page: z.coerce.number().int().min(1, 'The page must be at least 1.'),
                }),
              },
            },
            async () => ({ ok: true }),
          );
        },
      },
    );
  });
  afterAll(() => t.close());

  it('404 JSON with the spec message for an unknown /api path, any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Record not found for processing.' });
    }
  });

  it('500 with a generic message, never the stack or SQL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server error please try again.' });
    expect(res.body).not.toMatch(/select|users|stack/i);
  });

  it('AppError kinds keep their status and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Already there.' });
  });

  it('422 per field for query-string validation errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/query?page=0' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { page: ['The page must be at least 1.'] },
    });
  });

  it('415 with a message for an unsupported body type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().message).toBe('string');
  });

  it('serves the OpenAPI description at /api/docs/json and the UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/register',
      '/api/login',
      '/api/authuser',
      '/api/logout',
      '/api/profile',
      '/api/setting',
      '/api/health',
      '/api/notification',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(
      doc.paths['/api/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('card_number');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('compresses JSON answers of 1 KB or more for clients that accept it, brotli first', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // A small answer is sent as it is.
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers each request with its id, and honours a caller-supplied x-request-id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.headers['x-request-id']).toBe('trace-123');
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('without a built web app, a page URL explains how to build it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/account' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('npm run build');
  });
});

describe('serving the built SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    // With server rendering's outputs: the page frame and a render module (ssr/testing/web-build.ts).
    const dist = fakeWebBuild();
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
    );
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app")');
    // What the web build's precompress plugin writes beside each text file.
    writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync('console.log("app")'));
    t = await buildTestApp({ webDist: dist });
  });
  afterAll(() => t.close());

  it('serves the app for / and for any client-side route, with a strict CSP', async () => {
    for (const url of ['/', '/login?redirect=/account', '/product/abc/DEMO2026', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('draws the pages its renderer draws, sends the app’s shell for the others, and never serves the renderer', async () => {
    const drawn = await t.app.inject({ method: 'GET', url: '/shop/tiles' });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.body).toContain('<title>Drawn /shop/tiles</title>');
    expect(drawn.body).not.toContain('<title>Frame</title>');
    expect(drawn.body).toMatch(/<div id="root" inert><h1>Remodel Market sells tiles<\/h1>/);
    expect(drawn.body).toContain('<script type="application/json" id="page-state">{"queries":[]}</script>');
    expect(drawn.headers['content-security-policy']).toContain("script-src 'self'");
    for (const url of ['/login', '/visualize', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('Drawn');
    }
    for (const url of ['/server/render-page.js', '/page.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('renderPage');
    }
  });

  it('serves assets with a long cache, and 404 for a missing asset', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
  });

  it('sends the precompressed asset the browser accepts, brotli first, else the file itself', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app")');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
    const page = await t.app.inject({ method: 'GET', url: '/cart', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    const html =
      page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.rawPayload) : page.rawPayload;
    expect(html.toString()).toContain('<div id="root">');
  });

  it('keeps /api JSON: an unknown API GET is a 404, not the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Record not found for processing.' });
  });
});

describe('logs', () => {
  it('carry request ids and never passwords, card numbers, tokens or the authorization header', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { REDACT_PATHS } = await import('./lib/logger.ts');
    const t = await buildTestApp(
      {},
      {
        logger: { level: 'trace', stream, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
        beforeReady: (app) => {
          app.post('/api/test/echo', async (request) => {
            request.log.info({ body: request.body }, 'echo body');
            return { ok: true };
          });
        },
      },
    );
    try {
      const user = await createUser(t.db);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      const token = login.json().data.token as string;
      await t.app.inject({
        method: 'GET',
        url: '/api/authuser',
        headers: { authorization: `Bearer ${token}`, cookie: 'sid=cookie-secret' },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        payload: {
          password: 'hunter2-password',
          card_number: '4242424242424242',
          cvv: '321',
          data: { token: 'deep-secret' },
        },
      });
      const all = lines.join('');
      expect(all).toContain('"reqId"');
      expect(all).toContain('[redacted]');
      for (const secret of [
        user.password,
        token,
        'cookie-secret',
        'hunter2-password',
        '4242424242424242',
        'deep-secret',
      ]) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
