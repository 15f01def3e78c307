// The S3-compatible store of the rig: s3rver (a devDependency of apps/server) in a node process of its own,
// files under <rig>/s3, one bucket.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startGroup } from './processes.mjs';

export const BUCKET = 'market';
/** s3rver's fixed development credentials (it checks the signature against them). */
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The path of the s3rver package, or null when it is not installed (the rig then runs without it). */
export function s3rverPath(root) {
  try {
    return createRequire(join(root, 'apps/server/package.json')).resolve('s3rver');
  } catch {
    return null;
  }
}

/** Starts s3rver on `port` with the bucket; answers the group and the S3_* environment for the nodes. */
export function startObjectStore(rigDir, root, { port }) {
  const entry = s3rverPath(root);
  if (!entry) return null;
  // The launcher, not s3rver alone: it makes s3rver's list pages work on OpenSSL 3 (scripts/s3-server.mjs),
  // which the objects sweep needs once a kind holds more than a page of objects.
  const launcher = join(root, 'scripts/s3-server.mjs');
  const args = [launcher, '--port', String(port), '--dir', join(rigDir, 's3'), '--bucket', BUCKET];
  const group = startGroup(rigDir, 's3rver', process.execPath, args);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    ...group,
    endpoint,
    env: {
      OBJECT_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    },
  };
}
