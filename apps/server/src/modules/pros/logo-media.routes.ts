import { LOGO_URL_PREFIX } from '@app/domain/pros/showroom-logo';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findLogoByHash } from './showroom-logos.repository.ts';

const FILE = /^([0-9a-f]{64})\.webp$/;

/**
 * GET /media/logos/<sha256>.webp: an uploaded showroom logo (decisions/0012). Only ever the re-encoded WebP,
 * with a fixed image type, no script or style allowed even if opened directly, and cached for good (a new
 * logo is a new URL).
 */
export default async function logoMediaRoutes(app: FastifyInstance) {
  app.get(`${LOGO_URL_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const hash = FILE.exec((request.params as { file: string }).file)?.[1];
    const logo = hash ? await findLogoByHash(app.db, hash) : null;
    if (!logo) throw new AppError('not_found');
    return reply
      .header('content-type', logo.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('etag', `"${hash}"`)
      .send(logo.bytes);
  });
}
