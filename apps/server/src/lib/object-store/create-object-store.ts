import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { diskStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { s3Store } from './s3-store.ts';

/** The configured object store: OBJECT_STORE=s3's bucket, else the local disk under DATA_DIR/objects. */
export function createObjectStore(config: Pick<AppConfig, 'dataDir' | 'objectStore' | 's3'>): ObjectStore {
  if (config.objectStore === 's3') return s3Store({ ...config.s3, bucket: config.s3.bucket! });
  return diskStore(path.join(config.dataDir, 'objects'));
}
