import { type FieldErrors, MESSAGES, toFieldErrors } from '@app/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error.ts';

type ErrorBody = { message: string; errors?: FieldErrors };

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

const INVALID_JSON = 'The request body must be valid JSON.';

/** Fastify's own validation errors (zod or ajv) as the 422 `errors` record, keyed by field. */
function validationFieldErrors(error: FastifyError): FieldErrors {
  const issues = (error.validation ?? []).map((v) => {
    const path = (v.instancePath ?? '').split('/').filter(Boolean);
    // ajv reports a missing property on its parent, naming it in params.
    const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
    return { path: missing ? [...path, missing] : path, message: v.message ?? MESSAGES.invalidGiven };
  });
  return toFieldErrors(issues);
}

/** A validation issue raised with the domain's NOT_FOUND_ISSUE params (fastify-type-provider-zod nests them). */
const namesNoRow = (v: { params?: unknown }) =>
  (v.params as { params?: { notFound?: boolean } } | undefined)?.params?.notFound === true;

/** The PostgreSQL error code of a driver error, looking through drizzle's wrapper. */
const pgCode = (error: unknown): string | undefined => {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
};

export function toErrorResponse(error: FastifyError | Error): { status: number; body: ErrorBody } {
  if (isAppError(error)) {
    return {
      status: error.statusCode,
      body: error.fieldErrors
        ? { message: error.message, errors: error.fieldErrors }
        : { message: error.message },
    };
  }
  const fe = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe) || fe.validation) {
    // A path id that cannot name a row names none (domain idParam): /api/orders/2147483648 is a 404 like
    // /api/orders/999.
    if (fe.validationContext === 'params' && (fe.validation ?? []).every(namesNoRow))
      return { status: 404, body: { message: MESSAGES.recordNotFound } };
    return { status: 422, body: { message: MESSAGES.invalidGiven, errors: validationFieldErrors(fe) } };
  }
  if (
    fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (error instanceof SyntaxError && fe.statusCode === 400)
  ) {
    return { status: 422, body: { message: MESSAGES.invalidGiven, errors: { body: [INVALID_JSON] } } };
  }
  if (pgCode(error) === '23505') {
    return { status: 409, body: { message: 'This record already exists.' } };
  }
  const status = fe.statusCode ?? 500;
  if (status === 401) return { status, body: { message: MESSAGES.unauthenticated } };
  if (status >= 400 && status < 500) {
    const fallback =
      status === 403 ? MESSAGES.notAuthorized : status === 404 ? MESSAGES.recordNotFound : undefined;
    return { status, body: { message: fe.message || fallback || MESSAGES.invalidGiven } };
  }
  // 5xx: never a stack, SQL or driver text.
  return { status: status >= 500 && status < 600 ? status : 500, body: { message: MESSAGES.internalError } };
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * One error handler and one not-found handler for the whole app: every failure leaves in the envelope of
 * product.md "API conventions". Non-API GETs fall through to `fallback` (the SPA's index.html).
 */
export default fp(
  async (app: FastifyInstance, opts: { fallback?: NotFoundFallback }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else if (status !== 422 && status !== 401)
        request.log.info({ status, message: body.message }, 'request refused');
      if (isAppError(error) && error.retryAfterSeconds)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url);
      if (isPage && opts.fallback && !url.startsWith('/dev/') && url !== '/dev')
        return opts.fallback(request, reply);
      return reply.status(404).send({ message: MESSAGES.recordNotFound });
    });
  },
  { name: 'error-handler' },
);
