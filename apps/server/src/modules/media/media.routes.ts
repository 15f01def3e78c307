import { strictInt } from '@app/domain/shared/input-limits';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { categorySvg, wordmarkSvg } from './art.ts';
import { findBrandName, findProductArt, findShowroomName } from './media.repository.ts';
import { productSwatchSvg } from './product-swatch.ts';

/** Generated art is a pure function of stored data, so it may be cached for a year. */
const sendSvg = (reply: FastifyReply, svg: string) =>
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);

/** /media: product swatches, brand and showroom logos, room illustrations and category art, drawn locally. */
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
      const { view } = request.query as { view: number };
      const hash = file.replace(/\.svg$/, '');
      const product = await findProductArt(app.db, hash);
      if (!product || !file.endsWith('.svg')) throw new AppError('not_found');
      return sendSvg(reply, productSwatchSvg(product.name, product.texture, view));
    },
  );

  app.get('/media/brands/:file', { schema: { hide: true } }, async (request, reply) => {
    const slug = (request.params as { file: string }).file.replace(/\.svg$/, '');
    const name = await findBrandName(app.db, slug);
    if (!name) throw new AppError('not_found');
    return sendSvg(reply, wordmarkSvg(name));
  });

  app.get('/media/showrooms/:file', { schema: { hide: true } }, async (request, reply) => {
    const vsdId = (request.params as { file: string }).file.replace(/\.svg$/, '');
    const name = await findShowroomName(app.db, vsdId);
    if (!name) throw new AppError('not_found');
    return sendSvg(reply, wordmarkSvg(name));
  });

  app.get('/media/categories/:file', { schema: { hide: true } }, async (request, reply) => {
    const slug = (request.params as { file: string }).file.replace(/\.svg$/, '');
    if (!/^[a-z0-9-]{2,60}$/.test(slug)) throw new AppError('not_found');
    return sendSvg(reply, categorySvg(slug));
  });
}
