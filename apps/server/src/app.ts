import { jsonDepthExceeds, MAX_JSON_DEPTH } from '@app/domain/shared/input-limits';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, ResolvedConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { loggerOptions } from './lib/logger.ts';
import { createObjectStore } from './lib/object-store/create-object-store.ts';
import type { ObjectStore } from './lib/object-store/object-store.ts';
import { requestText } from './lib/utf8-text.ts';
import { createPictureProvider, type PictureProvider } from './modules/ai-pictures/picture-provider.ts';
import { apiModules, rootModules } from './modules/index.ts';
import { createPaymentProvider } from './modules/payments/create-payment-provider.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import aiAuthPlugin from './plugins/ai-auth.ts';
import authPlugin from './plugins/auth.ts';
import compress from './plugins/compress.ts';
import dbPlugin from './plugins/db.ts';
import drainPlugin from './plugins/drain.ts';
import errorHandler from './plugins/error-handler.ts';
import inputGuard from './plugins/input-guard.ts';
import { serializerCompiler } from './plugins/json-serializer.ts';
import mailerPlugin from './plugins/mailer.ts';
import securityHeaders, { DOCS_CONTENT_SECURITY_POLICY, requestIdOf } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Parsed once from the environment; `appSecret` is always set (generated and stored when absent). */
    config: ResolvedConfig;
    /** The configured payment provider (sandbox by default). */
    payments: PaymentProvider;
    /** The image model of styled AI pictures; null (the default): pictures are off. */
    pictures: PictureProvider | null;
    /** Where uploaded bytes live (lib/object-store): the local disk by default, S3 for several nodes. */
    objects: ObjectStore;
  }
}

const JSON_TOO_DEEP = `The request body may not nest more than ${MAX_JSON_DEPTH} levels deep.`;

export type BuildAppOptions = {
  config: AppConfig;
  /** A database owned by the caller (tests); otherwise one is opened from the config and closed with the app. */
  db?: Database;
  /** Fastify logger option: false, pino options, or `{ stream }` for tests; defaults from LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** An object store owned by the caller (tests); otherwise the configured one. */
  objects?: ObjectStore;
};

/** Builds the whole app — plugins, then modules, then the SPA — without listening. */
export async function buildApp(opts: BuildAppOptions) {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    // The caller's X-Request-Id only in a safe form (plugins/security-headers.ts), else a generated one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The web client sends `Content-Type: application/json` on every call, even a body-less POST /logout.
  // A body nested deeper than MAX_JSON_DEPTH is a 422 before it is parsed (decision 0007). Bytes that are
  // not UTF-8 arrive as lone surrogates, for the input guard to refuse on their field (lib/utf8-text.ts).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, bytes, done) => {
    const body = requestText(bytes as Buffer);
    if (body.trim() === '') return done(null, undefined);
    if (jsonDepthExceeds(body)) return done(AppError.invalid({ body: [JSON_TOO_DEEP] }), undefined);
    return jsonParser(request, body, done);
  });

  // A missing body is validated as an empty object, so the 422 names each required field.
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
  });

  await app.register(securityHeaders);
  await app.register(inputGuard);

  await app.register(drainPlugin);
  await app.register(dbPlugin, { config, db: opts.db });
  const appSecret = await resolveAppSecret(app.db, config.appSecret);
  app.decorate('config', { ...config, appSecret });
  app.decorate('payments', createPaymentProvider(config, app.db));
  app.decorate('pictures', createPictureProvider(config));
  app.decorate('objects', opts.objects ?? createObjectStore(config));

  // JSON and HTML answers of 1 KB or more are compressed for clients that ask (plugins/compress.ts); the
  // SPA's hashed assets are already compressed at build time and pass through untouched.
  await app.register(compress);
  const fallback = await registerSpa(app, config.webDist);
  await app.register(errorHandler, { fallback });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Remodel Market API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The AI design account's own token (issue 26, plugins/ai-auth.ts).
          aiToken: { type: 'apiKey', in: 'header', name: 'AIauthToken' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CONTENT_SECURITY_POLICY });
  await app.register(authPlugin);
  await app.register(aiAuthPlugin);
  await app.register(mailerPlugin);

  for (const module of apiModules) await app.register(module, { prefix: '/api' });
  for (const module of rootModules) await app.register(module);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
