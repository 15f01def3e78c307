import { formatDateTime } from '@app/domain/format/date';
import type { Verification } from '@app/domain/pros/registration';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { paths } from '../../../config/paths.ts';

const hoursLeft = (dueAt: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(dueAt) - now) / 3_600_000));

/** Where a pro's licence verification stands: waiting (with the 24-hour promise), approved, or declined. */
export function VerificationStatus({
  verification,
  companyName,
  vsdId,
  now = Date.now(),
}: {
  verification: Verification;
  companyName?: string | null;
  vsdId?: string | null;
  now?: number;
}) {
  const who = companyName ? `${companyName}${vsdId ? ` (showroom ID ${vsdId})` : ''}` : 'your showroom';
  if (verification.status === 'approved')
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          Your licence is verified: {who} is live since {formatDateTime(verification.decided_at ?? '')}.
        </FormAlert>
        <p className="text-sm text-slate-700">
          Your clients enter your showroom ID on the home page to shop at your prices.
        </p>
        <ButtonLink to={paths.proLogin} size="lg" className="w-full">
          Sign in to your pro portal
        </ButtonLink>
      </div>
    );
  if (verification.status === 'declined')
    return (
      <div className="space-y-3">
        <FormAlert>We could not verify the registration of {who}.</FormAlert>
        <p className="text-sm text-slate-700">
          <span className="font-semibold">The reason:</span> {verification.decline_reason}
        </p>
        <p className="text-sm text-slate-600">Reply to our email if you think this is a mistake.</p>
      </div>
    );
  const left = hoursLeft(verification.due_at, now);
  return (
    <div className="space-y-3">
      <FormAlert tone="info">
        We received the registration of {who} on {formatDateTime(verification.submitted_at)} and are verifying
        your licence.
      </FormAlert>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Our promise</dt>
        <dd className="font-medium text-slate-900">An answer within 24 hours</dd>
        <dt className="text-slate-600">Answer by</dt>
        <dd className="font-medium text-slate-900">
          {formatDateTime(verification.due_at)}
          {left > 0 ? ` (in about ${left} ${left === 1 ? 'hour' : 'hours'})` : ' (any moment now)'}
        </dd>
      </dl>
      <p className="text-sm text-slate-600">We will email you the moment your showroom is approved.</p>
    </div>
  );
}
