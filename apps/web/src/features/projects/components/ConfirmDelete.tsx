import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';

/** "Delete this …?" asked once more before something of the project goes: Keep it, or Delete. */
export function ConfirmDelete({
  open,
  title,
  description,
  deleting,
  onKeep,
  onDelete,
}: {
  open: boolean;
  title: string;
  description: string | undefined;
  deleting: boolean;
  onKeep: () => void;
  onDelete: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onKeep()}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onKeep}>
            Keep it
          </Button>
          <Button variant="danger" loading={deleting} onClick={onDelete}>
            Delete
          </Button>
        </>
      }
    />
  );
}
