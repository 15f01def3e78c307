import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createPictureProvider, httpPictureProvider, PictureFailure } from './picture-provider.ts';
import { type PictureStub, PROVIDER_ERROR_TEXT, startPictureStub } from './picture-stub.fixture.ts';
import { pngOf } from './pictures.fixture.ts';

const KEY = 'img-key-unit';

describe('the image model is off unless configured', () => {
  it('has no provider by default, the HTTP adapter with AI_IMAGE_URL (key and timeout optional)', () => {
    expect(createPictureProvider(loadConfig({}))).toBeNull();
    const on = loadConfig({ AI_IMAGE_URL: 'http://127.0.0.1:9/stylise', AI_IMAGE_KEY: 'k' });
    expect(on.aiImage).toEqual({ url: 'http://127.0.0.1:9/stylise', key: 'k', timeoutMs: 60_000 });
    expect(createPictureProvider(on)?.name).toBe('http');
    expect(
      loadConfig({ AI_IMAGE_URL: 'http://x.test', AI_IMAGE_TIMEOUT_SECONDS: '5' }).aiImage.timeoutMs,
    ).toBe(5000);
    expect(() => loadConfig({ AI_IMAGE_URL: 'not a url' })).toThrow(/AI_IMAGE_URL/);
    expect(() => loadConfig({ AI_IMAGE_TIMEOUT_SECONDS: '600' })).toThrow(/AI_IMAGE_TIMEOUT_SECONDS/);
  });
});

describe('the HTTP adapter against a local stub', () => {
  let stub: PictureStub;
  let maps: { depth: Buffer; edges: Buffer };
  beforeAll(async () => {
    stub = await startPictureStub({ key: KEY });
    maps = { depth: await pngOf(64, 64, 200), edges: await pngOf(64, 64, 0) };
  });
  afterAll(() => stub.close());

  const provider = (key: string | undefined = KEY, timeoutMs = 2000) =>
    httpPictureProvider({ url: stub.url, key, timeoutMs });
  const request = {
    prompt: 'a room',
    picks: [{ slot: 'floor', name: 'Oak', brand: 'Woodco' }],
    key: 'ai-picture:1',
  };
  const failure = async (p: Promise<unknown>) => {
    const error = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PictureFailure);
    return error as PictureFailure;
  };

  it('POSTs the JSON wire format with the bearer key and answers the picture', async () => {
    const { image } = await provider().stylise({ ...maps, ...request });
    expect(image.subarray(1, 4).toString()).toBe('PNG');
    const call = stub.calls.at(-1)!;
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call.headers['idempotency-key']).toBe('ai-picture:1');
    expect(call.body).toEqual({
      prompt: 'a room',
      picks: request.picks,
      depth: maps.depth.toString('base64'),
      edges: maps.edges.toString('base64'),
    });
  });

  it('turns every failure into a reason of its own, never the provider’s text', async () => {
    const refused = await failure(provider('wrong-key').stylise({ ...maps, ...request }));
    expect([refused.reason, refused.status]).toEqual(['refused', 401]);
    stub.setMode('error');
    const error = await failure(provider().stylise({ ...maps, ...request }));
    expect([error.reason, error.status]).toEqual(['refused', 500]);
    expect(error.message).not.toContain(PROVIDER_ERROR_TEXT);
    stub.setMode('hang');
    expect((await failure(provider(KEY, 200).stylise({ ...maps, ...request }))).reason).toBe('timeout');
    stub.setMode('picture');
    const gone = httpPictureProvider({ url: 'http://127.0.0.1:1/none', key: KEY, timeoutMs: 2000 });
    expect((await failure(gone.stylise({ ...maps, ...request }))).reason).toBe('unreachable');
    for (const e of [refused, error]) expect(JSON.stringify(e) + e.message).not.toContain(KEY);
  });
});
