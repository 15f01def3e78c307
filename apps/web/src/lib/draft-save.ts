import type { FieldErrors } from '@app/domain/api/envelope';
import { type FormEvent, useState } from 'react';
import { isApiError } from './api-client.ts';
import { notify } from './toast.ts';

/** What a failed call says to the user: the server's message, or a plain retry. */
export const failureMessage = (error: unknown) =>
  isApiError(error) ? (error.body?.message ?? error.message) : 'Please try again.';

type Options<Body, Errors> = {
  /** The draft checked by the server's own schema: what to send, and the fields in error. */
  check: () => { body: Body; errors: Errors };
  save: (body: Body) => Promise<{ message?: string }>;
  /** The toast when the server's reply has no message. */
  saved: string;
  /** The server's 422 `errors` keyed by the form's fields. */
  serverErrors: (fieldErrors: FieldErrors, body: Body) => Errors;
  /** An update form: an empty body is not sent ('Nothing to save.'). */
  skipEmpty?: boolean;
  onSaved?: () => void;
};

/**
 * A draft form's submit (settings, markups, coupons): checked first, then saved; a 422 lands on its fields,
 * any other refusal above the form.
 */
export function useDraftSave<Body extends object, Errors extends Record<string, string | undefined>>(
  options: Options<Body, Errors>,
) {
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { body, errors: invalid } = options.check();
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    if (options.skipEmpty && Object.keys(body).length === 0) return notify.info('Nothing to save.');
    try {
      notify.success((await options.save(body)).message ?? options.saved);
      options.onSaved?.();
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(options.serverErrors(error.fieldErrors, body));
      else setFormError(failureMessage(error));
    }
  };
  return { errors, formError, onSubmit };
}
