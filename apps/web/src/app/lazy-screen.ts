import { CHUNK_LOAD_TIMEOUT_MS } from '@app/domain/shared/constants';
import type { ComponentType } from 'react';

/** Why a screen's code could not be loaded (spec point 8: "error with type such as timeout or missing"). */
export type ChunkFailureType = 'timeout' | 'missing' | 'error';

export class ChunkLoadError extends Error {
  readonly type: ChunkFailureType;
  constructor(type: ChunkFailureType, cause?: unknown) {
    super(`Loading chunk failed (${type})`, { cause });
    this.name = 'ChunkLoadError';
    this.type = type;
  }
}

const MISSING =
  /failed to fetch dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload|404/i;

export function classifyChunkError(error: unknown): ChunkFailureType {
  if (error instanceof ChunkLoadError) return error.type;
  const message = error instanceof Error ? error.message : String(error);
  return MISSING.test(message) ? 'missing' : 'error';
}

/** Rejects with a ChunkLoadError('timeout') if the import takes longer than `ms` (spec point 9: 120000). */
export function withTimeout<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(classifyChunkError(error), error));
      },
    );
  });
}

/** A route's `lazy` for a screen module whose default export is the page component. */
export const lazyScreen =
  (load: () => Promise<{ default: ComponentType }>, ms = CHUNK_LOAD_TIMEOUT_MS) =>
  async () => {
    const module = await withTimeout(load(), ms);
    return { Component: module.default };
  };
