import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * The reason an admin gives for a decision (declining a registration, hiding a product or brand): required,
 * trimmed, sent once at a time; the server's message for `reason` (or its general one) shows under the field.
 */
export function useReasonSubmit(send: (reason: string) => Promise<unknown>, done: () => void) {
  const [reason, setReasonText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setReason = (text: string) => {
    setReasonText(text);
    setError(null);
  };
  const submit = async () => {
    if (!reason.trim()) return setError('The reason field is required.');
    setBusy(true);
    try {
      await send(reason.trim());
      setReasonText('');
      done();
    } catch (e) {
      setError(isApiError(e) ? (e.fieldErrors.reason?.join(', ') ?? e.message) : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return { reason, setReason, error, busy, submit };
}
