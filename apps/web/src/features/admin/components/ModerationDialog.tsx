import { MODERATION_REASON_MAX } from '@app/domain/admin/catalogue';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { focusOnMount, useFocusReturn } from '../hooks/use-focus-return.ts';

/**
 * Asks why a product or a brand is hidden (the vendor is shown the reason) and hides it; the error of the
 * reason shows under the field.
 */
export function ModerationDialog({
  title,
  effect,
  open,
  onOpenChange,
  onHide,
}: {
  title: string;
  /** What hiding does, in one sentence. */
  effect: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onHide: (reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusReturn(open);
  const submit = async () => {
    if (!reason.trim()) return setError('The reason field is required.');
    setBusy(true);
    try {
      await onHide(reason.trim());
      setReason('');
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
      title={title}
      description={effect}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={submit} loading={busy}>
            Hide
          </Button>
        </>
      }
    >
      <TextAreaField
        ref={focusOnMount}
        label="Reason (shown to the vendor)"
        value={reason}
        rows={3}
        maxLength={MODERATION_REASON_MAX}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
      />
    </Modal>
  );
}
