import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diskStore } from './disk-store.ts';
import { objectStoreContract } from './object-store.contract.ts';

objectStoreContract('disk store', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'disk-store-'));
  return { store: diskStore(root), close: async () => rmSync(root, { recursive: true, force: true }) };
});
