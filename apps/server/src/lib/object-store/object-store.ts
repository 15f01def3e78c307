/**
 * Where uploaded bytes live (issue 27 point 1): product pictures, showroom logos, chat files, photos of the
 * space, design photos, AI pictures. Rows in the database keep an object's key; the bytes are here, so every
 * API node sees the same files. The local disk (DATA_DIR/objects) is the embedded default; an S3-compatible
 * store is the one for several nodes. Both pass the same contract suite (object-store.contract.ts).
 *
 * Keys are made by `objectKey` and never reused, so a put never overwrites another row's bytes and a crash
 * between the put and the row's commit leaves only an unreferenced object, which the sweep deletes once it is
 * older than any upload can take.
 */
export interface ObjectStore {
  /** Which store this is, for logs and the startup report ("disk /data/objects", "s3 bucket@endpoint"). */
  readonly label: string;
  /** Stores `bytes` under `key` (a new key: see objectKey), with its media type. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes `key`; deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, page by page (the sweep and the migration command). */
  list(prefix: string): AsyncIterable<ObjectInfo>;
}

export type StoredObject = { bytes: Buffer; contentType: string };
export type ObjectInfo = { key: string; size: number; lastModified: Date };

/** A key's shape: `<kind>/<yyyy>/<mm>/<random>`; kinds are the folders the sweep walks. */
const KEY = /^[a-z][a-z0-9-]{0,39}\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64}$/;
const KIND = /^[a-z][a-z0-9-]{0,39}$/;

/** A new, never-used key for an object of `kind` (e.g. 'product-images'), made when it is stored. */
export function objectKey(kind: string, now = new Date(), random = crypto.randomUUID().replaceAll('-', '')) {
  if (!KIND.test(kind)) throw new Error(`not an object kind: ${kind}`);
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind}/${now.getUTCFullYear()}/${month}/${random}`;
}

/** Whether `key` is one objectKey makes: a store refuses any other, so no key can climb out of its folder. */
export function isObjectKey(key: string): boolean {
  return KEY.test(key);
}

export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`not an object key: ${JSON.stringify(key).slice(0, 80)}`);
}
