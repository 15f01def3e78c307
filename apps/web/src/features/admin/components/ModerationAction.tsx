import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { notify } from '../../../lib/toast.ts';
import { ModerationDialog } from './ModerationDialog.tsx';

type Reply = { message?: string };

/**
 * Hide (asks the reason first) or Unhide, for one product or brand; the server's message is the toast.
 * `name` says which one to screen readers ("Hide Oak Plank").
 */
export function ModerationAction({
  name,
  hidden,
  effect,
  onModerate,
}: {
  name: string;
  hidden: boolean;
  effect: string;
  onModerate: (reason: string | null) => Promise<Reply>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const unhide = async () => {
    setBusy(true);
    try {
      const reply = await onModerate(null);
      notify.success(reply.message ?? 'Shown again.');
    } catch {
      // The client's toast already says what went wrong (spec point 8).
    } finally {
      setBusy(false);
    }
  };
  // One button for both states, so the focus stays on it when a product is hidden or shown again.
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={hidden ? unhide : () => setAsking(true)}
        loading={busy}
        aria-label={`${hidden ? 'Unhide' : 'Hide'} ${name}`}
      >
        {hidden ? 'Unhide' : 'Hide'}
      </Button>
      <ModerationDialog
        title={`Hide ${name}`}
        effect={effect}
        open={asking}
        onOpenChange={setAsking}
        onHide={async (reason) => {
          const reply = await onModerate(reason);
          notify.success(reply.message ?? 'Hidden.');
        }}
      />
    </>
  );
}
