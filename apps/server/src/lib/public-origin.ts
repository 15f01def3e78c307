import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The public origin of absolute URLs (canonical links, sitemaps, previews): APP_URL, the address mailed links
 * use too. Without it, loadConfig's default (http://localhost:PORT) is no public address, so the request's own
 * origin (X-Forwarded-Proto/Host only behind TRUST_PROXY) is the best the server knows.
 */
export function publicOrigin(app: FastifyInstance): (request: FastifyRequest) => string {
  const configured = app.config.appUrl !== `http://localhost:${app.config.port}`;
  return (request) => (configured ? app.config.appUrl : `${request.protocol}://${request.host}`);
}
