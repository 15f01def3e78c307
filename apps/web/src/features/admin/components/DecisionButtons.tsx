import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { DeclineDialog } from './DeclineDialog.tsx';

/** How long a registration has waited: "42 min", "3 h 5 min". */
export const waited = (submittedAt: string, now: number) => {
  const minutes = Math.max(0, Math.floor((now - Date.parse(submittedAt)) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

/** A queue card's decision: Approve, or Decline with a reason mailed to the pro or vendor. */
export function DecisionButtons({
  company,
  who,
  busy,
  onApprove,
  onDecline,
}: {
  company: string;
  who: 'pro' | 'vendor';
  /** A decision on this card is being sent. */
  busy: boolean;
  onApprove: () => unknown;
  onDecline: (reason: string) => Promise<unknown>;
}) {
  const [declining, setDeclining] = useState(false);
  return (
    <>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onApprove} loading={busy && !declining}>
          Approve {company}
        </Button>
        <Button variant="outline" onClick={() => setDeclining(true)} disabled={busy}>
          Decline
        </Button>
      </div>
      <DeclineDialog
        company={company}
        who={who}
        open={declining}
        onOpenChange={setDeclining}
        onDecline={onDecline}
      />
    </>
  );
}
