import { vi } from 'vitest';

/** One request sent through the fake XMLHttpRequest. */
export type SentUpload = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData | null;
  /** Reports that `loaded` of `total` bytes went out (an upload progress event). */
  progress: (loaded: number, total: number) => void;
  /** Lets the request reach the fake API (fetch, see fake-api.ts) and delivers its answer. */
  finish: () => Promise<void>;
  /** The network fails (the browser's `error` event). */
  fail: () => void;
};

/**
 * Replaces XMLHttpRequest (lib/api-upload.ts sends uploads with it, for progress) by a fake whose requests
 * the test drives: report progress, then `finish` hands the request to the stubbed `fetch`, so the fake API's
 * table answers it like any other call. With `auto`, each request finishes on its own after a 50% event.
 */
export function fakeXhr({ auto = false }: { auto?: boolean } = {}) {
  const sent: SentUpload[] = [];

  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(body: FormData | null) {
      const request: SentUpload = {
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        body,
        progress: (loaded, total) =>
          this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
        finish: async () => {
          const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
          this.status = response.status;
          this.responseText = await response.text();
          this.dispatchEvent(new Event('load'));
        },
        fail: () => this.dispatchEvent(new Event('error')),
      };
      sent.push(request);
      if (auto) {
        request.progress(50, 100);
        void request.finish();
      }
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { sent };
}
