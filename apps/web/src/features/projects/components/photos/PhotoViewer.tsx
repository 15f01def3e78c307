import { formatDate } from '@app/domain/format/date';
import type { SpacePhoto } from '@app/domain/projects/space-photos';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { photoLabel } from './PhotoGrid.tsx';
import { PhotoPicture } from './PhotoPicture.tsx';

/**
 * A photo at full size with what was said about it; whoever added it, or the owner, may delete it (asked
 * once more before it goes) where the viewer is given `onDelete` (the Photos tab, not a checklist item).
 */
export function PhotoViewer({
  photo,
  onClose,
  onDelete,
}: {
  photo: SpacePhoto | null;
  onClose: () => void;
  onDelete?: (photo: SpacePhoto) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  const remove = async (p: SpacePhoto) => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete(p);
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal
      open={photo !== null}
      onOpenChange={(open) => !open && close()}
      title={photo ? photoLabel(photo) : ''}
      size="lg"
      footer={
        onDelete &&
        photo?.can_delete &&
        (confirming ? (
          <>
            <span className="mr-auto self-center text-sm text-slate-700">
              Delete this photo for everyone?
            </span>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => void remove(photo)}>
              Delete
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Delete photo
          </Button>
        ))
      }
    >
      {photo && (
        <figure className="space-y-3">
          <PhotoPicture
            path={photo.url}
            alt={photoLabel(photo)}
            width={photo.width}
            height={photo.height}
            className="mx-auto max-h-[65vh] w-auto max-w-full rounded object-contain"
          />
          <figcaption className="text-sm text-slate-600">
            {[photo.room, photo.added_by && `added by ${photo.added_by.name}`, formatDate(photo.created_at)]
              .filter(Boolean)
              .join(' · ')}
            {' · '}
            {photo.width} × {photo.height} px
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
