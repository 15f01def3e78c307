import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { TextAreaField } from '../../../../components/ui/TextAreaField.tsx';
import { isApiError } from '../../../../lib/api-client.ts';

/**
 * The homeowner declines the version sent to them, saying why (the pro reads it). The reason is the server's
 * to require: its 422 is shown under the field.
 */
export function DeclineEstimateDialog({
  version,
  onClose,
  onDecline,
}: {
  version: number;
  onClose: () => void;
  onDecline: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onDecline(reason);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422)
        setError(failure.fieldErrors.reason?.[0] ?? failure.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Decline version ${version}?`}
      description="Your contractor sees your reason and may send a new version."
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" form="decline-estimate" variant="danger" loading={saving}>
            Decline the estimate
          </Button>
        </>
      }
    >
      <form
        id="decline-estimate"
        aria-label="Decline the estimate"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <TextAreaField
          label="Why are you declining?"
          required
          autoFocus
          maxLength={2000}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
      </form>
    </Modal>
  );
}
