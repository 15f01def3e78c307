import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertObjectKey, type ObjectInfo, type ObjectStore } from './object-store.ts';

/** The media type is kept beside the bytes, as S3 keeps it in the object's metadata. */
const TYPE_SUFFIX = '.type';

/**
 * The embedded default: objects as files under `root` (DATA_DIR/objects), one folder per key segment. A put
 * writes a temporary file and renames it, so a reader never sees half an object and a crash leaves only a
 * `.tmp-*` file, which `list` skips. One machine only: several nodes need the S3 store.
 */
export function diskStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    label: `disk ${path.resolve(root)}`,
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.tmp-${randomUUID()}`;
      await writeFile(`${temp}${TYPE_SUFFIX}`, contentType);
      await writeFile(temp, bytes);
      await rename(`${temp}${TYPE_SUFFIX}`, `${file}${TYPE_SUFFIX}`);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      const bytes = await readFile(file).catch(notFoundAsNull);
      if (!bytes) return null;
      const contentType = await readFile(`${file}${TYPE_SUFFIX}`, 'utf8').catch(
        () => 'application/octet-stream',
      );
      return { bytes, contentType };
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}${TYPE_SUFFIX}`, { force: true });
    },
    list(prefix) {
      return walk(root, '', prefix);
    },
  };
}

function notFoundAsNull(err: NodeJS.ErrnoException): null {
  if (err.code === 'ENOENT') return null;
  throw err;
}

/** Files under `dir` in key order whose key starts with `prefix`, skipping type files and unfinished puts. */
async function* walk(root: string, relative: string, prefix: string): AsyncGenerator<ObjectInfo> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(notFoundAsNull);
  if (!entries) return;
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const key = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      // Only folders that can hold a key with the prefix.
      if (prefix.startsWith(`${key}/`) || key.startsWith(prefix)) yield* walk(root, key, prefix);
    } else if (!entry.name.endsWith(TYPE_SUFFIX) && !entry.name.includes('.tmp-') && key.startsWith(prefix)) {
      const info = await stat(path.join(root, key)).catch(notFoundAsNull);
      if (info) yield { key, size: info.size, lastModified: info.mtime };
    }
  }
}
