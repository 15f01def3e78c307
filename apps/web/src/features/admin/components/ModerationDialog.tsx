import { MODERATION_REASON_MAX } from '@app/domain/admin/catalogue';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { focusOnMount, useFocusReturn } from '../hooks/use-focus-return.ts';
import { useReasonSubmit } from '../hooks/use-reason-submit.ts';

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
  const { reason, setReason, error, busy, submit } = useReasonSubmit(onHide, () => onOpenChange(false));
  useFocusReturn(open);
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
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
