// An S3-compatible server for development, tests and the rig: s3rver 3.7.1 (a devDependency of apps/server)
// on a port, its files in a folder, with one bucket.
//   node scripts/s3-server.mjs [--port 4568] [--dir data/s3] [--bucket market]
// prints the URL and the S3_* environment a server needs, and stops on SIGTERM or SIGINT.
// Imported, startS3Server() runs it in the calling process (apps/server/test/s3rver.ts).
import crypto from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';

/** s3rver's fixed development credentials: it checks each request's signature against them. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * s3rver makes a list's continuation token with single DES, which OpenSSL 3 leaves out (paging fails with
 * ERR_OSSL_EVP_UNSUPPORTED). Triple DES with the key three times over is the same cipher, byte for byte, and
 * is still there; only the name 'des' is rerouted, and only once per process.
 */
function allowS3rverTokens() {
  if (crypto.createCipheriv.s3rverTokens) return;
  const sameCipher = (make) => {
    const wrapped = (algorithm, key, iv, options) =>
      algorithm === 'des' && key?.length === 8
        ? make('des-ede3-cbc', Buffer.concat([key, key, key]), iv, options)
        : make(algorithm, key, iv, options);
    wrapped.s3rverTokens = true;
    return wrapped;
  };
  crypto.createCipheriv = sameCipher(crypto.createCipheriv);
  crypto.createDecipheriv = sameCipher(crypto.createDecipheriv);
}

/** Starts s3rver on 127.0.0.1:`port` (0: a free one) with `bucket`; answers its URL and how to stop it. */
export async function startS3Server({ port = 0, directory, bucket }) {
  allowS3rverTokens();
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: async () => {
      // S3 clients keep connections alive; close() alone would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4568' },
      dir: { type: 'string', default: 'data/s3' },
      bucket: { type: 'string', default: 'market' },
    },
  });
  const directory = path.resolve(values.dir);
  const s3 = await startS3Server({ port: Number(values.port), directory, bucket: values.bucket });
  console.log(`s3rver on ${s3.endpoint}, bucket ${values.bucket}, files in ${directory}`);
  console.log(
    `OBJECT_STORE=s3 S3_ENDPOINT=${s3.endpoint} S3_BUCKET=${values.bucket} ` +
      `S3_ACCESS_KEY_ID=${S3RVER_KEYS.accessKeyId} S3_SECRET_ACCESS_KEY=${S3RVER_KEYS.secretAccessKey}`,
  );
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => s3.close().then(() => process.exit(0)));
  }
}
