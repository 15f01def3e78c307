import { MESSAGES } from '../accounts/messages.ts';
import type { ApiErrorBody, FieldErrors } from './envelope.ts';

/** What the web app does with a failed response (spec point 8), decided in one pure function. */
export type FailureReaction =
  /** `toast` is null when every field error is shown next to its field (decisions/0010). */
  | { kind: 'validation'; toast: string | null; fieldErrors: FieldErrors }
  | { kind: 'unauthenticated' }
  | { kind: 'error-toast'; toast: string }
  | { kind: 'silent' };

/**
 * The fields whose server errors the calling form shows in the page: a list, or 'all' for a form that shows
 * every error of the answer (each under its field, the rest above its buttons).
 */
export type FieldsShown = readonly string[] | 'all';

/**
 * `shownFields`: the fields whose server errors the calling form shows next to them. A 422 whose errors are
 * all on such fields raises no toast on top (decisions/0010); any other 422 keeps spec point 8's toast.
 */
export function reactToFailure(
  status: number,
  body: ApiErrorBody | null | undefined,
  shownFields: FieldsShown = [],
): FailureReaction {
  const message = typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : '';
  switch (status) {
    case 422: {
      const fieldErrors = body?.errors ?? {};
      const fields = Object.keys(fieldErrors);
      const allShown =
        fields.length > 0 && (shownFields === 'all' || fields.every((field) => shownFields.includes(field)));
      const toast =
        !message || message === MESSAGES.invalidGiven ? MESSAGES.invalidGivenReplacement : message;
      return { kind: 'validation', toast: allShown ? null : toast, fieldErrors };
    }
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
