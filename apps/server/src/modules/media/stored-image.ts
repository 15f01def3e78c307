import type { FastifyReply } from 'fastify';

/**
 * Sends an uploaded picture's stored WebP (logos, product images): a fixed image type (`nosniff` is on every
 * answer, plugins/security-headers.ts), no script or style even when opened directly, and cached for good,
 * as the URL names the content (a new picture is a new URL); a picture only its owner may read (a design's
 * photo) passes its own `cacheControl`.
 */
export const sendStoredImage = (
  reply: FastifyReply,
  image: { bytes: Buffer },
  etag: string,
  cacheControl = 'public, max-age=31536000, immutable',
) =>
  reply
    .header('content-type', 'image/webp')
    .header('cache-control', cacheControl)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('etag', `"${etag}"`)
    .send(image.bytes);
