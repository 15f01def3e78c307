import type { ApiErrorBody, ApiSuccess, FieldErrors } from '@app/domain/api/envelope';
import { type FieldsShown, reactToFailure } from '@app/domain/api/error-catalogue';
import { loginWithRedirect, paths } from '../config/paths.ts';
import { emitUnauthenticated } from './auth-events.ts';
import { currentPath, navigateTo } from './navigation.ts';
import { pageMeta } from './page-meta.ts';
import { getAiAuthToken, getAuthToken, removeStored, STORAGE_KEYS } from './storage.ts';
import { notify } from './toast.ts';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** No toasts for this call (the 401 sign-out still happens). */
  silent?: boolean;
  /**
   * The fields whose server errors the calling form shows next to them: a 422 with errors only on these
   * raises no toast on top (decisions/0010); any other 422 keeps the warning toast of spec point 8.
   */
  fieldsShown?: FieldsShown;
  /** No sign-out and redirect on 401, e.g. checking a stored token at start-up. */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. X-Viewer-Id on the product page. */
  headers?: Record<string, string>;
  /**
   * Statuses besides 200 and 201 that are this call's success (spec point 7 fails any other): 202 Accepted of
   * a job the server queued, e.g. an AI generation (issue 26).
   */
  accepted?: readonly number[];
};

/** A failed call: any status other than 200/201 (spec point 7), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, body: ApiErrorBody | null, message?: string) {
    super(message ?? body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fieldErrors = body?.errors ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return `${pageMeta.apiBaseUrl()}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}

/** The headers of spec point 7. */
function headers(hasBody: boolean, extra?: Record<string, string>): Headers {
  const h = new Headers({ ...extra, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  if (hasBody) h.set('Content-Type', 'application/json');
  const token = getAuthToken();
  if (token) h.set('Authorization', `Bearer ${token}`);
  const aiToken = getAiAuthToken();
  if (aiToken) h.set('AIauthToken', aiToken);
  return h;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Applies the error catalogue of spec point 8 (decided in packages/domain) and returns the error to throw. */
function fail(status: number, body: ApiErrorBody | null, opts: RequestOptions): ApiError {
  const reaction = reactToFailure(status, body, opts.fieldsShown);
  switch (reaction.kind) {
    case 'validation':
      if (!opts.silent && reaction.toast) notify.warning(reaction.toast);
      return new ApiError(status, { ...body, errors: reaction.fieldErrors }, reaction.toast ?? undefined);
    case 'error-toast':
      if (!opts.silent) notify.error(reaction.toast);
      return new ApiError(status, body, reaction.toast);
    case 'unauthenticated':
      if (!opts.skipAuthRedirect) signOutToLogin();
      return new ApiError(status, body);
    default:
      return new ApiError(status, body);
  }
}

/** 401: user cleared, token removed, redirect to Login with the page to come back to. */
function signOutToLogin(): void {
  removeStored(STORAGE_KEYS.authToken, STORAGE_KEYS.user_login);
  emitUnauthenticated();
  const here = currentPath();
  if (window.location.pathname === paths.login) return;
  void navigateTo(loginWithRedirect(here), { replace: true });
}

/**
 * How a request leaves: the browser's fetch, or, when the server renders a page (src/ssr), the server's own API
 * answered in-process. Set once at start-up (setApiTransport).
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = async (url, init) => {
  // A request leaves in a task of its own: the queries a page starts as it mounts do not lengthen the task
  // that mounts it (issue 23's blocking time), at the cost of a timer's delay.
  await new Promise((resolve) => setTimeout(resolve));
  return fetch(url, init);
};

export function setApiTransport(send: (url: string, init: RequestInit) => Promise<Response>) {
  transport = send;
}

async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}) {
  const hasBody = body !== undefined;
  // A FormData body goes as multipart: no Content-Type here, the browser adds it with the boundary; a Blob
  // (a picture) goes as it is, with its own type.
  const isForm = body instanceof FormData || body instanceof Blob;
  let response: Response;
  try {
    response = await transport(buildUrl(path, opts.query), {
      method,
      headers: headers(
        hasBody && !isForm,
        body instanceof Blob ? { ...opts.headers, 'Content-Type': body.type } : opts.headers,
      ),
      body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
      signal: opts.signal,
    });
  } catch (cause) {
    // Network failures and aborts: no toast, the caller only hides its loading indicator (spec point 8).
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
  }
  const parsed = await readBody(response);
  if (response.status !== 200 && response.status !== 201 && !opts.accepted?.includes(response.status)) {
    throw fail(response.status, (parsed ?? null) as ApiErrorBody | null, opts);
  }
  return parsed as ApiSuccess<T>;
}

/** The one client for /api calls: resolves with the whole envelope `{ success, message?, data }`. */
export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, opts),
  /** POST as multipart/form-data (e.g. the lead pop-up, spec point 7). */
  postForm: <T>(path: string, form: FormData, opts?: RequestOptions) => request<T>('POST', path, form, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body ?? {}, opts),
  /** PUT a file as the raw body (e.g. a design's photo), typed by the Blob's own type. */
  putBlob: <T>(path: string, blob: Blob, opts?: RequestOptions) => request<T>('PUT', path, blob, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('PATCH', path, body ?? {}, opts),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
};

/** For other transports of the same contract (api-upload.ts: XHR, for upload progress). */
export { buildUrl as apiUrl, fail as apiFailure, headers as apiHeaders };
