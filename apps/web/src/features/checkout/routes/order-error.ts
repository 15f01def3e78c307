import { fieldMessage } from '@app/domain';
import { isApiError } from '../../../lib/api-client.ts';
import { ORDER_FIELDS } from '../hooks/payment-form.ts';

/** Order-level refusals shown beside 'Place Order' (card field errors show under their fields). */
export function orderErrorText(error: unknown): string | null {
  if (!error) return null;
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  if (error.status === 0)
    return "We could not reach the server. Press 'Place Order' again: you will not be charged twice.";
  if (error.status === 422) {
    const messages = ORDER_FIELDS.map((f) => fieldMessage(error.fieldErrors[f])).filter(Boolean);
    return messages.length ? messages.join(' ') : null;
  }
  return error.body?.message || error.message || 'Something went wrong. Please try again.';
}
