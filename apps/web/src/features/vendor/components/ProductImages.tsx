import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES } from '@app/domain/catalog/product-images';
import type { ProductImage } from '@app/domain/catalog/product-images-contract';
import { IMAGE_TYPES } from '@app/domain/shared/image-types';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FileDropZone } from '../../../components/ui/FileDropZone.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDeleteProductImage } from '../api/delete-product-image.ts';
import { useProductImages } from '../api/product-images.ts';
import { useReorderProductImages } from '../api/reorder-product-images.ts';
import { useImageUploads } from '../hooks/use-image-uploads.ts';
import { ImageUploadList } from './ImageUploadList.tsx';
import { type MoveDirection, ProductImageGallery } from './ProductImageGallery.tsx';

const L = PRODUCT_IMAGE_LIMITS;
const HINT = `JPG, PNG, GIF, BMP or SVG, at least ${L.minWidth} × ${L.minHeight} pixels, up to ${L.maxBytes / 1024 / 1024} MB each.`;

/** The gallery's ids with one picture swapped with its neighbour. */
function movedIds(images: ProductImage[], image: ProductImage, direction: MoveDirection) {
  const ids = images.map((i) => i.id);
  const from = ids.indexOf(image.id);
  const to = direction === 'earlier' ? from - 1 : from + 1;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return { ids, place: to + 1 };
}

/**
 * A product's pictures on the vendor's product page (issue 12, docs/api-product-images.md): drop or browse
 * several files, each uploaded with its own progress bar and its own error; the pictures in order, moved
 * with Move earlier / Move later, deleted after a confirmation.
 */
export function ProductImages({ productId }: { productId: number }) {
  const id = useId();
  const gallery = useProductImages(productId);
  const uploads = useImageUploads(productId);
  const reorder = useReorderProductImages(productId);
  const remove = useDeleteProductImage(productId);
  const [deleting, setDeleting] = useState<ProductImage | null>(null);
  const [moved, setMoved] = useState('');
  const images = gallery.data ?? [];
  const room = L.perProduct - images.length - uploads.pending;

  const onMove = (image: ProductImage, direction: MoveDirection) => {
    const { ids, place } = movedIds(images, image, direction);
    setMoved('');
    reorder.mutate(ids, { onSuccess: () => setMoved(`Picture moved to place ${place} of ${ids.length}.`) });
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      const reply = await remove.mutateAsync(deleting.id);
      notify.success(reply.message ?? PRODUCT_IMAGE_MESSAGES.removed);
    } catch {
      // The error catalogue has already told the vendor (spec point 8).
    }
    setDeleting(null);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Pictures
        </h2>
        <p className="text-sm text-slate-600">
          Up to {L.perProduct} pictures, in the order shoppers see them (move one with its arrows). The first
          is the one on product cards; without any, shoppers see a swatch drawn from the texture.
        </p>
      </div>

      {gallery.isPending ? (
        <Spinner label="Loading pictures" />
      ) : gallery.isError ? (
        <div className="space-y-2">
          <FormAlert>The pictures could not be loaded.</FormAlert>
          <Button variant="outline" size="sm" onClick={() => gallery.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {images.length === 0 ? (
            <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
              No pictures yet.
            </p>
          ) : (
            <ProductImageGallery
              images={images}
              busy={reorder.isPending || remove.isPending}
              onMove={onMove}
              onDelete={setDeleting}
            />
          )}
          {room > 0 ? (
            <FileDropZone
              label="Add pictures"
              accept={[...IMAGE_TYPES]}
              multiple
              maxFiles={room}
              maxBytes={L.maxBytes}
              files={[]}
              onFiles={uploads.add}
              hint={`${HINT} ${room} more can be added.`}
            />
          ) : (
            <FormAlert tone="info">
              This product has {L.perProduct} pictures, the most it may have: delete one to add another.
            </FormAlert>
          )}
          <ImageUploadList items={uploads.items} onDismiss={uploads.dismiss} />
        </>
      )}

      <p role="status" className="sr-only">
        {uploads.announcement}
      </p>
      <p role="status" className="sr-only">
        {moved}
      </p>

      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete this picture?"
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button variant="danger" onClick={onDelete} loading={remove.isPending}>
              Delete picture
            </Button>
          </>
        }
      >
        {deleting && (
          <div className="flex items-center gap-3">
            <img src={deleting.thumb_url} alt="" className="size-20 rounded-md bg-slate-100 object-contain" />
            <p>
              Picture {deleting.position + 1} goes from the gallery and shoppers no longer see it. An order
              placed with it may show no picture.
            </p>
          </div>
        )}
      </Modal>
    </section>
  );
}
