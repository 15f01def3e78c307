import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { productArtFamily } from '@app/domain/catalog/product-art';
import type { Database } from '../../db/client.ts';
import { findProductArtSubject } from './media.repository.ts';
import { composeArt, familyArt } from './product-art.ts';

export const ART_SIDE = { full: 512, thumb: 256 } as const;
export type ArtSize = keyof typeof ART_SIDE;

/** What the picture route answers: the composed WebP, the vendor's upload, or the texture swatch. */
export type ProductArt =
  | { kind: 'art'; bytes: Buffer; etag: string }
  | { kind: 'upload'; sha256: string }
  | { kind: 'swatch' };

/**
 * Composed pictures kept in memory by their file (a few hundred KB at most; the disk holds the rest): keyed by
 * the path, not the ETag alone, so an app with another DATA_DIR (each test app) never takes a picture it did
 * not compose or store itself.
 */
const memory = new Map<string, Buffer>();
const MEMORY_ITEMS = 400;

function remember(file: string, bytes: Buffer) {
  if (memory.size >= MEMORY_ITEMS) memory.delete(memory.keys().next().value!);
  memory.set(file, bytes);
}

/** The cached picture, else composed now and written to DATA_DIR/product-art/<etag>.webp (atomically). */
async function cached(dir: string, etag: string, compose: () => Promise<Buffer>) {
  const file = join(dir, `${etag}.webp`);
  const hit = memory.get(file);
  if (hit) return hit;
  const stored = await readFile(file).catch(() => null);
  if (stored) {
    remember(file, stored);
    return stored;
  }
  const bytes = await compose();
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
  remember(file, bytes);
  return bytes;
}

/**
 * A product's picture (issue 21 A7): a vendor's upload first; else its family's rendered still tinted with
 * its colour, composed on first request and cached; else (no model draws it) its texture swatch. Null: no
 * such product. The ETag names the family's asset, the tint and the size, so an edit or a re-render shows.
 */
export async function productArt(db: Database, dataDir: string, hash: string, size: ArtSize) {
  const subject = await findProductArtSubject(db, hash);
  if (!subject) return null;
  if (subject.uploaded) return { kind: 'upload', sha256: subject.uploaded } satisfies ProductArt;
  const family = productArtFamily(subject);
  const art = family && (await familyArt(family.key));
  if (!family || !art) return { kind: 'swatch' } satisfies ProductArt;
  const tint = { color: subject.texture.base_color, grout: subject.texture.grout_color };
  const etag = createHash('sha256')
    .update(`${family.key}|${art.stamp}|${tint.color}|${tint.grout}|${ART_SIDE[size]}`)
    .digest('base64url')
    .slice(0, 22);
  const bytes = await cached(join(dataDir, 'product-art'), etag, () => composeArt(art, tint, ART_SIDE[size]));
  return { kind: 'art', bytes, etag } satisfies ProductArt;
}
