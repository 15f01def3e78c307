import { fieldMessage } from '@app/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/**
 * Puts a 422's field errors under the form's fields (spec point 5: several messages joined by a comma;
 * sign-in passes `firstFieldMessage`). Returns the fields that received an error, in the form's order.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  format: (messages: string[] | undefined) => string = fieldMessage,
): Array<Path<T>> {
  if (!isApiError(error) || error.status !== 422) return [];
  const shown: Array<Path<T>> = [];
  for (const field of fields) {
    const message = format(error.fieldErrors[field]);
    if (!message) continue;
    // The first failing field takes the focus (a field on another register step is focused after the jump).
    setError(field, { type: 'server', message }, { shouldFocus: shown.length === 0 });
    shown.push(field);
  }
  return shown;
}

/** A refusal the catalogue keeps silent (429 throttling) still deserves a line in the form. */
export function throttledMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 429) return null;
  return error.body?.message || 'Too many attempts. Please try again later.';
}
