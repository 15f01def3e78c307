import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from './api-client.ts';

const newKey = () => globalThis.crypto.randomUUID();

/** The payment's outcome is unknown (no answer, or the provider's unconfirmed): the same request finishes it. */
const unconfirmed = (error: unknown) => isApiError(error) && (error.status === 0 || error.status >= 500);

function unconfirmedText(error: unknown, button: string): string {
  const said = isApiError(error) && error.status !== 0 ? error.body?.message : '';
  return `${said || 'We could not confirm your payment.'} Press ${button} again to finish: the same payment is retried, and you are never charged twice.`;
}

type Options<B> = {
  /** Sends the request under the attempt's key; resolves once it is done, throws what it leaves to the caller. */
  pay: (body: B, key: string) => Promise<void>;
  /** A 422: puts its messages on the fields and returns what has no place there. */
  refused: (error: unknown) => string | null;
  /** The button that sends, as the retry advice names it ('Approve and pay'). */
  button: string;
  /** Said of a refusal the server gave no words for. */
  failed: string;
};

/**
 * One payment attempt of a dialog that places an order (an estimate's approval, a sample order) and its
 * Idempotency-Key: a double click, or a retry after no answer or a 503, sends the same request under the same
 * key (never a second charge) — `pending` holds it and the form waits; a refusal frees the key and the next
 * attempt takes a new one.
 */
export function usePaymentAttempt<B>({ pay, refused, button, failed }: Options<B>) {
  const key = useRef(newKey());
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<B | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(body: B) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await pay(body, key.current);
    } catch (error) {
      if (unconfirmed(error)) {
        setPending(body);
        setProblem(unconfirmedText(error, button));
        return;
      }
      // Refused: nothing was charged and the key is free; the next attempt is a new one.
      key.current = newKey();
      // The fields wait no more before a refusal's message focuses one of them.
      flushSync(() => setPending(null));
      if (isApiError(error) && error.status === 422) {
        setProblem(refused(error));
        return;
      }
      setProblem((isApiError(error) && error.body?.message) || failed);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  /** A press of the send button: the request whose outcome is unknown again, else `fresh` (the form's own). */
  function press(fresh: () => void) {
    if (sending.current) return;
    if (pending) void send(pending);
    else fresh();
  }

  return {
    send,
    press,
    busy,
    /** The request whose outcome is unknown: the next press sends it again. */
    pending,
    problem,
  };
}
