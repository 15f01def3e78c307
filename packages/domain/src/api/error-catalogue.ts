import { MESSAGES } from '../accounts/messages.ts';
import type { ApiErrorBody, FieldErrors } from './envelope.ts';

/** What the web app does with a failed response (spec point 8), decided in one pure function. */
export type FailureReaction =
  | { kind: 'validation'; toast: string; fieldErrors: FieldErrors }
  | { kind: 'unauthenticated' }
  | { kind: 'error-toast'; toast: string }
  | { kind: 'silent' };

export function reactToFailure(status: number, body: ApiErrorBody | null | undefined): FailureReaction {
  const message = typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : '';
  switch (status) {
    case 422:
      return {
        kind: 'validation',
        toast: !message || message === MESSAGES.invalidGiven ? MESSAGES.invalidGivenReplacement : message,
        fieldErrors: body?.errors ?? {},
      };
    case 401:
      return { kind: 'unauthenticated' };
    case 404:
      return { kind: 'error-toast', toast: message || MESSAGES.recordNotFound };
    case 405:
    case 500:
      return { kind: 'error-toast', toast: message || MESSAGES.internalError };
    case 403:
      return { kind: 'error-toast', toast: message || MESSAGES.notAuthorized };
    default:
      return { kind: 'silent' };
  }
}

/** A field's server errors as shown under it: several joined by a comma. */
export const fieldMessage = (messages: string[] | undefined) => (messages ?? []).join(', ');
/** Sign-in shows the first server message per field. */
export const firstFieldMessage = (messages: string[] | undefined) => messages?.[0] ?? '';
