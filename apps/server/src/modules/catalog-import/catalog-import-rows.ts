import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, readSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportGroup, ImportRow } from '@app/domain/catalog/catalog-import';

/** A ref longer than this is kept by its hash: a file of 50,000 long refs must not fill memory. */
const LONG_REF = 64;
const keyOf = (ref: string) =>
  ref.length <= LONG_REF ? ref : `\u0000${createHash('sha256').update(ref).digest('base64')}`;

/**
 * The rows of an upload on their way to being read as products, in a temporary file rather than in memory:
 * a product's rows need not be next to each other, so every row is kept until the file has been read. In
 * memory: each row's place in the file (two numbers) and each product's row numbers, by ref in the order
 * refs first appear (a Map keeps that order). The file is removed by `close`.
 */
export class ImportRowFile {
  private readonly offsets: number[] = [];
  private readonly lengths: number[] = [];
  private readonly groups = new Map<string, { ref: string; rows: number[] }>();
  private size = 0;

  private constructor(
    private readonly dir: string,
    private readonly out: ReturnType<typeof createWriteStream>,
  ) {}

  static async create(): Promise<ImportRowFile> {
    const dir = await mkdtemp(path.join(tmpdir(), 'catalog-import-'));
    const out = createWriteStream(path.join(dir, 'rows.ndjson'));
    await once(out, 'open');
    // A write failing (a full disk) rejects the `once` that add or products awaits; none goes uncaught.
    out.on('error', () => {});
    return new ImportRowFile(dir, out);
  }

  /** Keeps the row under its (non-blank) ref; waits when the disk is behind. */
  async add(row: ImportRow, ref: string): Promise<void> {
    const bytes = Buffer.from(`${JSON.stringify(row)}\n`);
    const key = keyOf(ref);
    const group = this.groups.get(key) ?? { ref: ref.length <= LONG_REF ? ref : '', rows: [] };
    group.rows.push(this.offsets.length);
    this.groups.set(key, group);
    this.offsets.push(this.size);
    this.lengths.push(bytes.length);
    this.size += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  get productCount() {
    return this.groups.size;
  }

  /** The products' rows, one product at a time, in the order their refs first appear in the file. */
  async *products(): AsyncGenerator<ImportGroup> {
    this.out.end();
    await once(this.out, 'finish');
    const file = await open(path.join(this.dir, 'rows.ndjson'), 'r');
    try {
      let buffer = Buffer.alloc(64 * 1024);
      const read = (i: number): ImportRow => {
        const length = this.lengths[i];
        if (buffer.length < length) buffer = Buffer.alloc(length);
        readSync(file.fd, buffer, 0, length, this.offsets[i]);
        return JSON.parse(buffer.toString('utf8', 0, length));
      };
      for (const [key, group] of this.groups) {
        const rows = group.rows.map(read);
        this.groups.delete(key);
        yield { ref: group.ref || (rows[0].cells.product_ref ?? '').trim(), rows };
      }
    } finally {
      await file.close();
    }
  }

  async close(): Promise<void> {
    this.out.destroy();
    await rm(this.dir, { recursive: true, force: true });
  }
}
