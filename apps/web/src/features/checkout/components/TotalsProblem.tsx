import { fieldMessage } from '@app/domain';
import { Button } from '../../../components/ui/Button.tsx';
import { isApiError } from '../../../lib/api-client.ts';

/** The preview's refusals a person can act on (the same the order would give). */
const PREVIEW_FIELDS = ['project', 'coupon', 'ship_to'] as const;

/** Why the totals cannot be shown: the server's reason (a lapsed coupon, no address), or a retry. */
export function TotalsProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const reasons =
    isApiError(error) && error.status === 422
      ? PREVIEW_FIELDS.map((f) => fieldMessage(error.fieldErrors[f])).filter(Boolean)
      : [];
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p>{reasons.length ? reasons.join(' ') : 'We could not calculate your total.'}</p>
      <Button variant="link" className="mt-1" onClick={onRetry}>
        Calculate again
      </Button>
    </div>
  );
}
