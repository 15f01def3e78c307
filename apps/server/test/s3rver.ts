import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3RVER_KEYS, startS3Server } from '../../../scripts/s3-server.mjs';

export { S3RVER_KEYS };

/**
 * An S3-compatible server in this process (s3rver) on a free port, its files in a temporary folder removed
 * on close, with `bucket` made: the S3 store is tested over real HTTP, signatures and XML, without the internet.
 */
export async function startS3rver(bucket: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = await startS3Server({ directory, bucket });
  return {
    endpoint: server.endpoint,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
