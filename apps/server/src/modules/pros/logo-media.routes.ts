import { LOGO_URL_PREFIX } from '@app/domain/pros/showroom-logo';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { storedBytes } from '../../lib/object-store/stored-objects.ts';
import { sendStoredImage } from '../media/stored-image.ts';
import { findLogoByHash } from './showroom-logos.repository.ts';

const FILE = /^([0-9a-f]{64})\.webp$/;

/**
 * GET /media/logos/<sha256>.webp: an uploaded showroom logo (decisions/0012), only ever the re-encoded WebP
 * (media/stored-image.ts).
 */
export default async function logoMediaRoutes(app: FastifyInstance) {
  app.get(`${LOGO_URL_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const hash = FILE.exec((request.params as { file: string }).file)?.[1];
    const logo = hash ? await findLogoByHash(app.db, hash) : null;
    const bytes = logo && (await storedBytes(app.objects, logo.key, logo.bytes));
    if (!bytes || !hash) throw new AppError('not_found');
    return sendStoredImage(reply, { bytes }, hash);
  });
}
