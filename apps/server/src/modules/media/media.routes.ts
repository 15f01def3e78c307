import { createHash } from 'node:crypto';
import { PRODUCT_IMAGE_FILE, productImageUrl } from '@app/domain/catalog/product-images';
import { productSwatchSvg } from '@app/domain/catalog/product-swatch';
import { strictInt } from '@app/domain/shared/input-limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { storedBytes } from '../../lib/object-store/stored-objects.ts';
import { categorySvg, wordmarkSvg } from './art.ts';
import {
  findBrandName,
  findCategoryArtProduct,
  findProductArt,
  findProductImage,
  findShowroomName,
} from './media.repository.ts';
import { type ProductArt, productArt } from './product-art.service.ts';
import { sendStoredImage } from './stored-image.ts';
import { wordmarkPicture } from './wordmark-picture.ts';

/** A product's hash in a file name (anything else, a `..` or a NUL byte among them, is not found). */
const PRODUCT_HASH = /^[A-Za-z0-9_-]{1,64}$/;
/** A product's rendered picture, /media/products/<hash>.art.webp (decisions/0027). */
const PRODUCT_ART_FILE = /^([A-Za-z0-9_-]{1,64})\.art\.webp$/;

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

/** A rendered picture (revalidated by its ETag: a product's colour can change), or where to find one. */
function sendProductArt(
  request: FastifyRequest,
  reply: FastifyReply,
  found: ProductArt | null,
  swatch: string,
) {
  if (!found) throw new AppError('not_found');
  if (found.kind === 'upload') return reply.redirect(productImageUrl(found.sha256));
  if (found.kind === 'swatch') return reply.redirect(swatch);
  if (request.headers['if-none-match'] === `"${found.etag}"`)
    return reply
      .header('cache-control', 'public, no-cache')
      .header('etag', `"${found.etag}"`)
      .code(304)
      .send();
  return sendStoredImage(reply, found, found.etag, 'public, no-cache');
}

/** A category tile's picture: its first product's (an upload or rendered), else its drawn art. */
async function categoryArt(app: FastifyInstance, slug: string): Promise<ProductArt> {
  const hash = await findCategoryArtProduct(app.db, slug);
  const found = hash ? await productArt(app.db, app.config.dataDir, hash, 'full') : null;
  return found ?? { kind: 'swatch' };
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
        querystring: z.object({
          view: strictInt('view', { min: 0, max: 2 }).default(0),
          size: z.enum(['full', 'thumb']).default('full'),
        }),
      },
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      // An uploaded picture, /media/products/<sha256>.webp or its thumbnail <sha256>.thumb.webp (decisions/0018).
      const uploaded = PRODUCT_IMAGE_FILE.exec(file);
      if (uploaded) {
        const [, sha256, thumb] = uploaded;
        const image = await findProductImage(app.db, sha256!, thumb ? 'thumb' : 'full');
        const bytes = image && (await storedBytes(app.objects, image.key, image.bytes));
        if (!bytes) throw new AppError('not_found');
        return sendStoredImage(reply, { bytes }, thumb ? `${sha256}.thumb` : sha256!);
      }
      const { view, size } = request.query as { view: number; size: 'full' | 'thumb' };
      const art = PRODUCT_ART_FILE.exec(file);
      if (art) {
        const found = await productArt(app.db, app.config.dataDir, art[1]!, size);
        return sendProductArt(request, reply, found, `/media/products/${art[1]}.svg`);
      }
      const hash = file.replace(/\.svg$/, '');
      if (!PRODUCT_HASH.test(hash)) throw new AppError('not_found');
      const product = await findProductArt(app.db, hash);
      if (!product || !file.endsWith('.svg')) throw new AppError('not_found');
      return sendSvg(request, reply, productSwatchSvg(product.name, product.texture, view));
    },
  );

  // Wordmarks: `<key>.webp` is the picture pages show, `<key>.svg` the drawing (links kept from before).
  for (const [folder, findName] of [
    ['brands', findBrandName],
    ['showrooms', findShowroomName],
  ] as const) {
    app.get(`/media/${folder}/:file`, { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      const name = await findName(app.db, file.replace(/\.(svg|webp)$/, ''));
      if (!name) throw new AppError('not_found');
      if (!file.endsWith('.webp')) return sendSvg(request, reply, wordmarkSvg(name));
      return sendProductArt(request, reply, { kind: 'art', ...(await wordmarkPicture(name)) }, '');
    });
  }

  app.get('/media/categories/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const picture = /^([a-z0-9-]{2,60})\.webp$/.exec(file);
    if (picture)
      return sendProductArt(
        request,
        reply,
        await categoryArt(app, picture[1]!),
        `/media/categories/${picture[1]}.svg`,
      );
    const slug = file.replace(/\.svg$/, '');
    if (!/^[a-z0-9-]{2,60}$/.test(slug)) throw new AppError('not_found');
    return sendSvg(request, reply, categorySvg(slug), false);
  });
}
