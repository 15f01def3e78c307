import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESS_THRESHOLD, preferredEncoding } from '../plugins/compress.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** A page's body as sent: its Content-Encoding (none for identity) and the ETag of exactly these bytes. */
export type PageVariant = { encoding: PageEncoding; body: Buffer; etag: string };

/**
 * Brotli quality 5: a page is compressed once per cache entry, on the request that first wants it, so that
 * request must stay cheap. Measured on a 42 KB listing page here: q4 1–2 ms, 6.0 KB; q5 2–3 ms, 5.7 KB;
 * q11 130–250 ms, 5.2 KB. (The compress plugin uses 4 for answers made every time.)
 */
export const PAGE_BROTLI_QUALITY = 5;
export const PAGE_GZIP_LEVEL = 6;

/** The encoding to send a page in for an Accept-Encoding header (the compress plugin's rule). */
export const pageEncodingFor = (acceptEncoding: string | undefined): PageEncoding =>
  preferredEncoding(acceptEncoding) ?? 'identity';

/**
 * The page's bytes in `encoding`. A page under COMPRESS_THRESHOLD bytes is sent as it is whatever was asked
 * (as the compress plugin does): read the answer's encoding from the variant. A compressed variant's ETag is
 * the page's with the coding appended, since a strong tag names one sequence of bytes (RFC 9110 §8.8.3).
 */
export async function encodePage(html: string, etag: string, encoding: PageEncoding): Promise<PageVariant> {
  const body = Buffer.from(html);
  if (encoding === 'identity' || body.length < COMPRESS_THRESHOLD) {
    return { encoding: 'identity', body, etag };
  }
  const compressed =
    encoding === 'br'
      ? await brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipAsync(body, { level: PAGE_GZIP_LEVEL });
  return { encoding, body: compressed, etag: `${etag.slice(0, -1)}-${encoding}"` };
}
