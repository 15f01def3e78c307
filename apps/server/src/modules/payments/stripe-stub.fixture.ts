import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStubApi, type StubReply } from './stripe-stub-api.fixture.ts';
import { invalidRequest } from './stripe-stub-objects.fixture.ts';

/** One request the stub received: its form-encoded params flattened (`card[number]`, `metadata[order]`). */
export type StubRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, string>;
};

const REUSED_KEY =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';

/**
 * A local stand-in for api.stripe.com (point the SDK at `url` with host/port/protocol) answering the
 * endpoints the stripe provider calls, with Stripe's test-card behaviour, idempotent replays (same key and
 * params → the first answer; other params → idempotency_error) and refund ceilings. It records each request.
 * `loseNextResponse()` processes the next POST but answers 503, like a response lost on its way back.
 */
export async function startStripeStub(apiKey: string) {
  const api = createStubApi();
  const requests: StubRequest[] = [];
  const replays = new Map<string, { raw: string; reply: StubReply }>();
  let loseNext = false;

  function answer(req: IncomingMessage, raw: string): StubReply & { lost?: boolean } {
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return { status: 401, body: { error: invalidRequest('Invalid API Key provided: sk_test_****') } };
    }
    const method = req.method ?? '';
    const [path, query = ''] = (req.url ?? '').split('?');
    const key = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    // A GET's params are its query string (the Search API's `query`), a POST's its form body.
    const params = Object.fromEntries(new URLSearchParams(method === 'GET' ? query : raw));
    requests.push({ method, path, idempotencyKey: key, params });
    const replay = key ? replays.get(key) : undefined;
    if (replay) {
      if (replay.raw !== raw)
        return { status: 400, body: { error: { type: 'idempotency_error', message: REUSED_KEY } } };
      return replay.reply;
    }
    const reply = api.route(method, path, params);
    if (key) replays.set(key, { raw, reply });
    if (loseNext && method === 'POST') {
      loseNext = false;
      return { ...reply, lost: true };
    }
    return reply;
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const r = answer(req, raw);
      const headers = { 'content-type': 'application/json', 'request-id': `req_stub${api.nextId()}` };
      if (r.lost) {
        res.writeHead(503, { ...headers, 'stripe-should-retry': 'true' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Service unavailable.' } }));
        return;
      }
      res.writeHead(r.status, headers);
      res.end(JSON.stringify(r.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents: api.intents,
    /** Connect accounts created through the stub; set `onboarded` to finish a user's onboarding. */
    accounts: api.accounts,
    loseNextResponse: () => {
      loseNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
