import type { FieldErrors } from '@app/domain';
import { MESSAGES } from '@app/domain';

export type AppErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'service_unavailable'
  | 'internal';

export const STATUS_OF: Record<AppErrorKind, number> = {
  validation: 422,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  service_unavailable: 503,
  internal: 500,
};

const DEFAULT_MESSAGE: Record<AppErrorKind, string> = {
  validation: MESSAGES.invalidGiven,
  unauthenticated: MESSAGES.unauthenticated,
  /** Short of AI coins (issue 26): the thrower says how many are needed and held. */
  payment_required: 'You do not have enough coins for this.',
  forbidden: MESSAGES.notAuthorized,
  not_found: MESSAGES.recordNotFound,
  conflict: 'The request conflicts with the current state.',
  too_many_requests: MESSAGES.tooManyAttempts,
  service_unavailable: 'The service is temporarily unavailable.',
  internal: MESSAGES.internalError,
};

/**
 * The one error type services throw; the error handler turns it into the spec's envelope.
 * `new AppError('validation', undefined, fieldError('email', 'The email has already been taken.'))`
 */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly statusCode: number;
  readonly fieldErrors: FieldErrors | undefined;
  /** Seconds until a throttled caller may retry (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: AppErrorKind,
    message?: string,
    fieldErrors?: FieldErrors,
    options?: { retryAfterSeconds?: number; cause?: unknown },
  ) {
    super(message ?? DEFAULT_MESSAGE[kind], { cause: options?.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.statusCode = STATUS_OF[kind];
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** 422 with 'The given data was invalid.' and the given field errors. */
  static invalid(fieldErrors: FieldErrors) {
    return new AppError('validation', MESSAGES.invalidGiven, fieldErrors);
  }
}

/** `{ [field]: [message] }` — the shape of a 422's `errors`. */
export const fieldError = (field: string, message: string): FieldErrors => ({ [field]: [message] });

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
