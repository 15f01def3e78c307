import { useId } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { focusOnMount, useFocusReturn } from '../hooks/use-focus-return.ts';
import { useReasonSubmit } from '../hooks/use-reason-submit.ts';

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
  const { reason, setReason, error, busy, submit } = useReasonSubmit(onDecline, () => onOpenChange(false));
  const formId = useId();
  useFocusReturn(open);
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
          onChange={(e) => setReason(e.target.value)}
        />
      </form>
    </Modal>
  );
}
