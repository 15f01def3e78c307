import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/**
 * Issue 9, A1: every JSON answer of the API is described once, in the domain's contract, and written by the
 * serializer compiled from it (plugins/json-serializer.ts) — so an answer carries only the contract's fields
 * and the web's types are inferred from the same schema. A route whose success has no schema fails here.
 * (The payment webhook answers the provider, not a client, and is hidden from the description.)
 */
describe('API contract coverage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('declares a response schema for the success of every JSON route', async () => {
    await t.app.ready();
    const paths = t.app.swagger().paths as Record<string, Record<string, Operation>>;
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        const described = success.some(([, r]) => r.content?.['application/json']?.schema);
        if (!described) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
  });
});
