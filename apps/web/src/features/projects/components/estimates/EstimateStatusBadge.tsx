import type { EstimateStatus } from '@app/domain/estimates/contract';
import { STATUS_CLASSES, STATUS_WORDS } from './estimate-words.ts';

/** Draft / Sent / Approved / Declined, as a pill. */
export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}>
      {STATUS_WORDS[status]}
    </span>
  );
}
