import { ShowroomEntry } from '../../../components/showroom/ShowroomEntry.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SHOWROOM_PROMPT } from '../../../content/marketing/home.ts';
import type { CategoryTile } from '../../../lib/catalog-types.ts';
import { rememberProductCategory, showroomCategoryPath } from '../api/choose-category.ts';

/**
 * The modal a category tile opens without a selected showroom: the showroom-ID form, then on to the
 * showroom page opened on that category; 'Back to shopping' closes it.
 */
export function ShowroomPrompt({ tile, onClose }: { tile: CategoryTile | null; onClose: () => void }) {
  return (
    <Modal
      open={tile !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={SHOWROOM_PROMPT.title}
      description={tile ? SHOWROOM_PROMPT.text(tile.name) : undefined}
      size="sm"
      footer={
        <Button variant="outline" onClick={onClose}>
          Back to shopping
        </Button>
      }
    >
      {tile && (
        <ShowroomEntry
          nextPath={showroomCategoryPath(tile)}
          onSelected={() => {
            rememberProductCategory(tile);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
