import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { focusOnMount, useFocusReturn } from '../../hooks/use-focus-return.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
};

/** Asks before money moves: the question, what will happen, Cancel (focused first by the dialog) and go. */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, busy, onConfirm }: Props) {
  useFocusReturn(open);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      size="sm"
      footer={
        <>
          <Button ref={focusOnMount} variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-sm text-slate-700">{children}</div>
    </Modal>
  );
}
