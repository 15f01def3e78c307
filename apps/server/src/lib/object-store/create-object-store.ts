import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { diskStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';

/** The configured object store: the local disk under DATA_DIR/objects (the embedded default). */
export function createObjectStore(config: Pick<AppConfig, 'dataDir'>): ObjectStore {
  return diskStore(path.join(config.dataDir, 'objects'));
}
