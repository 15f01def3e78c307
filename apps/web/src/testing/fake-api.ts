import { type PublicSettings, publicSettingsSchema } from '@app/domain/settings/contract';
import { onTestFinished, vi } from 'vitest';
import { checkReply } from './api-contract.ts';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  /** Every header sent (e.g. an Idempotency-Key). */
  headers: Headers;
};
export type FakeReply = { status: number; body?: unknown };
type Route = FakeReply | ((request: FakeRequest) => FakeReply);

/** Public settings the shell reads; no social client ids, so the social buttons stay disabled. */
export const SETTINGS: PublicSettings = publicSettingsSchema.parse({
  app_name: 'Remodel Marketplace',
  support_email: 'support@example.test',
  social_links: { instagram: '', facebook: '', x: '', houzz: '', tiktok: '' },
  company_links: { about: '', our_work: '', services: '', blog: '', faq: '', contact_us: '' },
  time_zone: 'America/Los_Angeles',
  pagination_size: 10,
  image_base_url: '',
  api_base_url: '',
  social_login: { google_client_id: null, apple_client_id: null },
});

export const ok = (data: unknown, message?: string): FakeReply => ({
  status: 200,
  body: { success: true, message, data },
});
export const invalid = (errors: Record<string, string[]>): FakeReply => ({
  status: 422,
  body: { message: 'The given data was invalid.', errors },
});

/**
 * Replaces the global fetch with a small table of "METHOD /path" → reply (the real server is tested in
 * apps/server). Every request is recorded; an unknown path answers 404 like the server does. A successful
 * reply is checked against the endpoint's domain schema (api-contract.ts): one that does not parse makes the
 * fetch throw and fails the test, even where the page would swallow the error.
 */
export function fakeApi(routes: Record<string, Route>) {
  const requests: FakeRequest[] = [];
  const drift: Error[] = [];
  try {
    onTestFinished(() => {
      if (drift.length > 0) throw drift[0];
    });
  } catch {
    // Outside a running test (a suite's beforeAll): the fetch's own throw is the signal.
  }
  const table: Record<string, Route> = { 'GET /api/setting': ok(SETTINGS), ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const request: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
      headers,
    };
    requests.push(request);
    const route = table[`${request.method} ${request.path}`];
    const reply = !route
      ? { status: 404, body: { success: false, message: 'Record not found for processing.' } }
      : typeof route === 'function'
        ? route(request)
        : route;
    try {
      checkReply(`${request.method} ${request.path}`, reply);
    } catch (error) {
      drift.push(error as Error);
      throw error;
    }
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** The stubbed fetch itself, for tests that wrap its implementation. */
    mock: fetchMock,
    requests,
    /** Replies refused as contract drift (each also fails the test when it finishes). */
    drift,
    /** Requests to one "METHOD /path", in order. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
