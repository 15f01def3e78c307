import { DESIGNER_LIMITS } from '@app/domain/projects/designers';
import type { DesignerInboxItem } from '@app/domain/projects/designers-view';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { TextAreaField } from '../../../../components/ui/TextAreaField.tsx';

/**
 * Declining a request, with an optional reason the project's owner reads on their Designers tab. `onDecline`
 * answers the reason's error when the server refused it (422), null otherwise.
 */
export function DeclineDialog({
  item,
  onDecline,
  onClose,
}: {
  item: DesignerInboxItem | null;
  onDecline: (reason: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const refused = await onDecline(reason);
    setSending(false);
    if (refused) setError(refused);
    else close();
  };
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => !open && close()}
      title={item ? `Decline “${item.project.name}”?` : ''}
      description={item ? `${item.project.owner_name} is told, with your reason if you give one.` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={sending}>
            Decline
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <TextAreaField
          label="Reason (optional)"
          hint={`For example: booked until spring. Up to ${DESIGNER_LIMITS.reason} characters.`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={DESIGNER_LIMITS.reason}
          rows={4}
          autoFocus
          error={error}
        />
      </form>
    </Modal>
  );
}
