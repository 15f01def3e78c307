import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, invalid } from '../testing/fake-api.ts';
import { fakeXhr } from '../testing/fake-xhr.ts';
import { ApiError } from './api-client.ts';
import { uploadForm } from './api-upload.ts';
import { setAuthToken } from './storage.ts';
import { notify } from './toast.ts';

beforeEach(() => {
  for (const kind of ['success', 'error', 'warning', 'info'] as const) vi.spyOn(notify, kind);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const form = () => {
  const body = new FormData();
  body.append('images', new File(['x'], 'a.png'));
  return body;
};

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('uploadForm: a multipart POST with upload progress', () => {
  it('sends the spec’s headers (no JSON Content-Type), reports progress and resolves the envelope', async () => {
    setAuthToken('token-abcdefghijk');
    fakeApi({
      'POST /api/things': { status: 201, body: { success: true, message: 'Saved.', data: { id: 7 } } },
    });
    const { sent } = fakeXhr();
    const progress: number[] = [];
    const body = form();
    const call = uploadForm<{ id: number }>('/api/things', body, { onProgress: (p) => progress.push(p) });
    const [request] = sent;
    expect(request).toMatchObject({ method: 'POST', url: '/api/things', body });
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer token-abcdefghijk',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(Object.keys(request!.headers)).not.toContain('content-type');
    request!.progress(25, 100);
    request!.progress(100, 100);
    await request!.finish();
    expect(await call).toEqual({ success: true, message: 'Saved.', data: { id: 7 } });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('a 422 on the fields the caller shows: the field errors, no toast; on others: the warning toast', async () => {
    fakeApi({ 'POST /api/things': invalid({ 'images.0': ['The file is empty.'] }) });
    const { sent } = fakeXhr({ auto: true });
    const shown = await failureOf(uploadForm('/api/things', form(), { fieldsShown: ['images.0'] }));
    expect(shown.status).toBe(422);
    expect(shown.fieldErrors).toEqual({ 'images.0': ['The file is empty.'] });
    expect(notify.warning).not.toHaveBeenCalled();
    await failureOf(uploadForm('/api/things', form()));
    expect(notify.warning).toHaveBeenCalledWith('Invalid input OR some mandatory fields are blank.');
    expect(sent).toHaveLength(2);
  });

  it('a 404 shows the error toast; a network failure or an abort rejects with status 0 and no toast', async () => {
    fakeApi({});
    const { sent } = fakeXhr();
    const missing = uploadForm('/api/nowhere', form());
    await sent[0]!.finish();
    expect((await failureOf(missing)).status).toBe(404);
    expect(notify.error).toHaveBeenCalledWith('Record not found for processing.');

    const offline = uploadForm('/api/things', form());
    sent[1]!.fail();
    expect((await failureOf(offline)).status).toBe(0);
    const controller = new AbortController();
    const cancelled = uploadForm('/api/things', form(), { signal: controller.signal });
    controller.abort();
    expect((await failureOf(cancelled)).message).toBe('The upload was cancelled.');
    expect(notify.error).toHaveBeenCalledTimes(1);
  });
});
