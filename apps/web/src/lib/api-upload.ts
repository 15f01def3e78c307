import type { ApiErrorBody, ApiSuccess } from '@app/domain/api/envelope';
import { ApiError, apiFailure, apiHeaders, apiUrl, type RequestOptions } from './api-client.ts';

export type UploadOptions = Omit<RequestOptions, 'skipAuthRedirect'> & {
  /** Called as the body goes out: the share sent, 0..1 (1 once the server has answered). */
  onProgress?: (sent: number) => void;
};

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * POST a multipart form with upload progress. fetch reports no upload progress, so this is the one call that
 * goes through XMLHttpRequest; it sends the same headers (spec point 7) and applies the same error catalogue
 * (spec point 8) as `api` (api-client.ts), and resolves with the whole envelope like it.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  opts: UploadOptions = {},
): Promise<ApiSuccess<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, opts.query));
    // No Content-Type: the browser writes multipart's with its boundary.
    apiHeaders(false, opts.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        opts.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      const body = parsed(xhr.responseText);
      if (xhr.status !== 200 && xhr.status !== 201) {
        reject(apiFailure(xhr.status, body as ApiErrorBody | null, opts));
        return;
      }
      opts.onProgress?.(1);
      resolve(body as ApiSuccess<T>);
    });
    // Network failures and aborts: no toast, the caller only hides its progress (spec point 8).
    xhr.addEventListener('error', () => reject(new ApiError(0, null, 'Network error')));
    xhr.addEventListener('abort', () => reject(new ApiError(0, null, 'The upload was cancelled.')));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
