import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { pagesSitemap, productSitemap, robotsTxt, sitemapIndex } from './seo.service.ts';

/** Crawlers re-read these often; an hour keeps a new or hidden product from waiting long (issue 23 item 3). */
const CACHE_CONTROL = 'public, max-age=3600';

const xml = (reply: FastifyReply, body: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(body);

/**
 * Registered at the root (modules/index.ts rootModules), outside /api: robots.txt and the sitemaps for search
 * engines. URLs are absolute on APP_URL, the public address mailed links use too.
 */
export default async function seo(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hide = { schema: { hide: true } };
  const originOf = publicOrigin(app);

  r.get('/robots.txt', hide, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(originOf(request))),
  );

  r.get('/sitemap.xml', hide, async (request, reply) =>
    xml(reply, await sitemapIndex(app.readDbFor(request), originOf(request))),
  );

  r.get('/sitemaps/pages.xml', hide, async (request, reply) =>
    xml(reply, await pagesSitemap(app.readDbFor(request), originOf(request))),
  );

  r.get(
    '/sitemaps/products-:page.xml',
    { schema: { hide: true, params: z.object({ page: z.string() }) } },
    async (request, reply) => {
      // Only the page numbers the index names: digits without a leading zero, within an int's range.
      const page = /^[1-9]\d{0,8}$/.test(request.params.page) ? Number(request.params.page) : null;
      const body = page && (await productSitemap(app.readDbFor(request), originOf(request), page));
      if (!body) throw new AppError('not_found');
      return xml(reply, body);
    },
  );
}
