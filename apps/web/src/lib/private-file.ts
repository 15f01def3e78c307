import type { ApiErrorBody } from '@app/domain/api/envelope';
import { useEffect, useState } from 'react';
import { ApiError } from './api-client.ts';
import { pageMeta } from './page-meta.ts';
import { getAuthToken } from './storage.ts';

/** The headers a private file is asked for with: the marketplace session's bearer token by default. */
export type AuthHeaders = () => Record<string, string>;

const bearer: AuthHeaders = (): Record<string, string> => {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/**
 * A file only a project's people may read (a chat file, a space photo: `/api/projectChat/{id}/files/{id}`),
 * or an AI account's styled picture (its AIauthToken header, `auth`): the server wants a token, which an <img
 * src> or a plain link cannot carry, so the bytes are fetched with it and shown or saved through an object URL.
 */
export async function fetchPrivateFile(
  url: string,
  signal?: AbortSignal,
  auth: AuthHeaders = bearer,
): Promise<Blob> {
  const response = await fetch(`${pageMeta.apiBaseUrl()}${url}`, { headers: auth(), signal });
  if (response.status !== 200) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(response.status, body);
  }
  return response.blob();
}

export type PrivateFileState = { status: 'loading' | 'failed' } | { status: 'ready'; src: string };

/**
 * An object URL of a private file for an <img>, revoked when the picture goes (or `url` changes); `auth` is
 * a module-level function, so it never asks again by itself.
 */
export function usePrivateFileUrl(url: string | null, auth: AuthHeaders = bearer): PrivateFileState {
  const [state, setState] = useState<PrivateFileState>({ status: 'loading' });
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    let src: string | null = null;
    setState({ status: 'loading' });
    fetchPrivateFile(url, abort.signal, auth)
      .then((blob) => {
        if (abort.signal.aborted) return;
        src = URL.createObjectURL(blob);
        setState({ status: 'ready', src });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: 'failed' });
      });
    return () => {
      abort.abort();
      if (src) URL.revokeObjectURL(src);
    };
  }, [url, auth]);
  return url ? state : { status: 'failed' };
}

/** Hands a file the page holds to the browser's downloads, under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** Saves a private file under `name` (a PDF, a picture at full size). */
export async function savePrivateFile(url: string, name: string) {
  saveBlob(await fetchPrivateFile(url), name);
}
