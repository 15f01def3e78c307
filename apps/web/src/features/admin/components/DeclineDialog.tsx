import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { focusOnMount, useFocusReturn } from '../hooks/use-focus-return.ts';

/**
 * Asks the admin why a registration is declined: a pro reads the reason in the mail and on /account_verify, a
 * vendor in the mail.
 */
export function DeclineDialog({
  company,
  who = 'pro',
  open,
  onOpenChange,
  onDecline,
}: {
  company: string;
  /** Whom the reason is mailed to. */
  who?: 'pro' | 'vendor';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecline: (reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  useFocusReturn(open);
  const submit = async () => {
    if (!reason.trim()) return setError('The reason field is required.');
    setBusy(true);
    try {
      await onDecline(reason.trim());
      onOpenChange(false);
    } catch (e) {
      setError(isApiError(e) ? (e.fieldErrors.reason?.join(', ') ?? e.message) : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={`Decline ${company}`}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            Decline
          </Button>
        </>
      }
    >
      {/* A form, so Enter in the reason declines as the button does. */}
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          ref={focusOnMount}
          label={`Reason (mailed to the ${who})`}
          value={reason}
          maxLength={500}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
      </form>
    </Modal>
  );
}
