import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** One request the stub received: its headers and its JSON body (docs/api-ai-design.md's wire format). */
export type StubCall = {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { prompt: string; picks: unknown[]; depth: string; edges: string };
};

/**
 * What the stub answers: a picture (200 `{ image }`), a 500 whose text holds words that must never reach a
 * caller, an answer that is no picture, or nothing at all (the adapter's timeout ends it).
 */
export type StubMode = 'picture' | 'error' | 'garbage' | 'hang';

/** Words in the stub's error answer: a test checks they never reach a response or the picture's error. */
export const PROVIDER_ERROR_TEXT = 'upstream GPU pool exhausted, internal ref 7f3a';

/**
 * A local stand-in for an image model, listening on port 0: records each request and answers as `mode`
 * says. With `key`, a request without `Authorization: Bearer <key>` is a 401.
 */
export async function startPictureStub(opts: { key?: string } = {}) {
  const calls: StubCall[] = [];
  const state = { mode: 'picture' as StubMode };
  const picture = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 180, g: 140, b: 100 } },
  })
    .png()
    .toBuffer();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      calls.push({ headers: req.headers, raw, body: JSON.parse(raw) });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (opts.key && req.headers.authorization !== `Bearer ${opts.key}`)
        return send(401, { error: 'no key' });
      if (state.mode === 'hang') return;
      if (state.mode === 'error') return send(500, { error: PROVIDER_ERROR_TEXT });
      if (state.mode === 'garbage')
        return send(200, { image: Buffer.from('not a picture').toString('base64') });
      return send(200, { image: picture.toString('base64') });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/stylise`,
    calls,
    setMode: (mode: StubMode) => {
      state.mode = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PictureStub = Awaited<ReturnType<typeof startPictureStub>>;
