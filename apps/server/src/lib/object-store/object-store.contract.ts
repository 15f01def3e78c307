import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStore, objectKey } from './object-store.ts';

/** A store under test and how to put it away; `pageSize` is the list page it was made with, if any. */
export type ContractStore = { store: ObjectStore; pageSize?: number; close: () => Promise<void> };

const all = async <T>(items: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
};

/**
 * What every object store does, whatever keeps the bytes (disk-store.test.ts, s3-store.test.ts): a row's key
 * reads back the exact bytes and type, a missing key is null, deletes are idempotent, a list walks every page
 * of a prefix and nothing else, and a key that is not objectKey's is refused before the store is touched.
 * No database is involved: the PostgreSQL project skips it.
 */
export function objectStoreContract(name: string, open: () => Promise<ContractStore>) {
  describe.skipIf(process.env.TEST_DB === 'pg')(`${name} (object store contract)`, () => {
    let subject: ContractStore;
    let store: ObjectStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject?.close());

    it('reads back exactly the bytes and type it was given: every byte value, nothing, 5 MB', async () => {
      const cases = [
        { bytes: Uint8Array.from({ length: 512 }, (_, i) => i % 256), type: 'application/octet-stream' },
        { bytes: new Uint8Array(0), type: 'text/plain; charset=utf-8' },
        { bytes: randomBytes(5 * 1024 * 1024 + 7), type: 'image/webp' },
      ];
      for (const c of cases) {
        const key = objectKey('contract-bytes');
        await store.put(key, c.bytes, c.type);
        const got = await store.get(key);
        expect(got?.contentType).toBe(c.type);
        expect(got?.bytes.length).toBe(c.bytes.length);
        expect(Buffer.compare(got!.bytes, Buffer.from(c.bytes))).toBe(0);
      }
    });

    it('answers null for a key that holds nothing', async () => {
      expect(await store.get(objectKey('contract-missing'))).toBeNull();
    });

    it('deletes a key, and deleting it again (or a key never stored) is no error', async () => {
      const key = objectKey('contract-delete');
      await store.put(key, Buffer.from('gone soon'), 'text/plain');
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      await store.delete(key);
      await store.delete(objectKey('contract-delete'));
      expect(await all(store.list('contract-delete/'))).toEqual([]);
    });

    it('lists every object under a prefix, across pages, and none under a longer kind', async () => {
      const count = (subject.pageSize ?? 4) * 2 + 3;
      const started = Date.now();
      const keys = Array.from({ length: count }, () => objectKey('contract-list'));
      await Promise.all(keys.map((key, i) => store.put(key, Buffer.alloc(i + 1), 'image/webp')));
      await store.put(objectKey('contract-listed'), Buffer.from('not mine'), 'image/webp');

      const listed = await all(store.list('contract-list/'));
      expect(listed.map((o) => o.key).sort()).toEqual([...keys].sort());
      for (const item of listed) {
        expect(item.size).toBe(keys.indexOf(item.key) + 1);
        // Stores keep whole seconds at worst; a minute either way is any clock this runs on.
        expect(Math.abs(item.lastModified.getTime() - started)).toBeLessThan(60_000);
      }
      expect(await all(store.list('contract-nothing-here/'))).toEqual([]);
    });

    it('refuses a key objectKey does not make, before touching the store', async () => {
      const before = await all(store.list(''));
      const bad = [
        '../x',
        '/etc/passwd',
        'contract-bad/2026/01/abcdefghijklmnop\0',
        'contract-bad/2026/01/../../x',
      ];
      for (const key of bad) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/not an object key/);
        await expect(store.get(key)).rejects.toThrow(/not an object key/);
        await expect(store.delete(key)).rejects.toThrow(/not an object key/);
      }
      expect(await all(store.list(''))).toEqual(before);
    });

    it('keeps concurrent puts of different keys apart', async () => {
      const items = Array.from({ length: 24 }, (_, i) => ({
        key: objectKey('contract-concurrent'),
        bytes: randomBytes(1000 + i * 37),
      }));
      await Promise.all(items.map((o) => store.put(o.key, o.bytes, 'application/octet-stream')));
      const got = await Promise.all(items.map((o) => store.get(o.key)));
      for (const [i, g] of got.entries()) expect(Buffer.compare(g!.bytes, items[i]!.bytes)).toBe(0);
    });
  });
}
