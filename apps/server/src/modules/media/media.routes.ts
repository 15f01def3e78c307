import { createHash } from 'node:crypto';
import { PRODUCT_IMAGE_FILE } from '@app/domain/catalog/product-images';
import { productSwatchSvg } from '@app/domain/catalog/product-swatch';
import { strictInt } from '@app/domain/shared/input-limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { categorySvg, wordmarkSvg } from './art.ts';
import { findBrandName, findProductArt, findProductImage, findShowroomName } from './media.repository.ts';
import { sendStoredImage } from './stored-image.ts';

/**
 * Generated art is a pure function of stored data. Category art never changes: cached for a year. A product's
 * texture (its vendor edits it) and a brand's or showroom's name can: those are revalidated on each use by
 * their ETag, so an edit shows at once while an unchanged picture costs a 304.
 */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, mutable = true) {
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (!mutable) return reply.header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'public, no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(svg);
}

/**
 * /media: product pictures (a vendor's uploads, else the swatch drawn from the texture), brand and showroom
 * wordmarks, room illustrations and category art.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get(
    '/media/products/:file',
    {
      schema: {
        hide: true,
        querystring: z.object({ view: strictInt('view', { min: 0, max: 2 }).default(0) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      // An uploaded picture, /media/products/<sha256>.webp or its thumbnail <sha256>.thumb.webp (decisions/0018).
      const uploaded = PRODUCT_IMAGE_FILE.exec(file);
      if (uploaded) {
        const [, sha256, thumb] = uploaded;
        const image = await findProductImage(app.db, sha256!, thumb ? 'thumb' : 'full');
        if (!image) throw new AppError('not_found');
        return sendStoredImage(reply, image, thumb ? `${sha256}.thumb` : sha256!);
      }
      const { view } = request.query as { view: number };
      const hash = file.replace(/\.svg$/, '');
      const product = await findProductArt(app.db, hash);
      if (!product || !file.endsWith('.svg')) throw new AppError('not_found');
      return sendSvg(request, reply, productSwatchSvg(product.name, product.texture, view));
    },
  );

  app.get('/media/brands/:file', { schema: { hide: true } }, async (request, reply) => {
    const slug = (request.params as { file: string }).file.replace(/\.svg$/, '');
    const name = await findBrandName(app.db, slug);
    if (!name) throw new AppError('not_found');
    return sendSvg(request, reply, wordmarkSvg(name));
  });

  app.get('/media/showrooms/:file', { schema: { hide: true } }, async (request, reply) => {
    const vsdId = (request.params as { file: string }).file.replace(/\.svg$/, '');
    const name = await findShowroomName(app.db, vsdId);
    if (!name) throw new AppError('not_found');
    return sendSvg(request, reply, wordmarkSvg(name));
  });

  app.get('/media/categories/:file', { schema: { hide: true } }, async (request, reply) => {
    const slug = (request.params as { file: string }).file.replace(/\.svg$/, '');
    if (!/^[a-z0-9-]{2,60}$/.test(slug)) throw new AppError('not_found');
    return sendSvg(request, reply, categorySvg(slug), false);
  });
}
