import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertObjectKey, type ObjectStore } from './object-store.ts';

export type S3StoreOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, s3rver, R2…); absent: AWS itself. */
  endpoint?: string | undefined;
  /** Both or neither; neither: the SDK's own chain (environment, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Keys a list page asks for (S3's most is 1,000); smaller in tests, to page. */
  pageSize?: number;
};

/** An S3 store, with `destroy` to close its connections (tests, tools that exit). */
export type S3Store = ObjectStore & { destroy: () => void };

/**
 * Objects in an S3-compatible bucket: the store for several API nodes (issue 27). Path-style URLs, so a
 * bucket on MinIO or s3rver needs no DNS name of its own. Checksums only where S3 requires them: the SDK's
 * default adds CRC trailers that several S3-compatible services store as part of the body.
 */
export function s3Store(o: S3StoreOptions): S3Store {
  const client = new S3Client({
    region: o.region,
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request that waits on it, instead of holding it forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    ...(o.accessKeyId && o.secretAccessKey
      ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
      : {}),
  });
  const Bucket = o.bucket;
  return {
    label: `s3 ${o.bucket} at ${o.endpoint ? new URL(o.endpoint).host : `AWS ${o.region}`}`,
    async put(key, bytes, contentType) {
      assertObjectKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      assertObjectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = await answer.Body!.transformToByteArray();
        return {
          bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: o.pageSize, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          yield { key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    destroy: () => client.destroy(),
  };
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a configuration error, never an absent object.
  if (e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}
