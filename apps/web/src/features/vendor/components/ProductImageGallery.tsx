import type { ProductImage } from '@app/domain/catalog/product-images-contract';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-classes.ts';

export type MoveDirection = 'earlier' | 'later';

type Props = {
  images: ProductImage[];
  /** A change is on its way: the buttons wait for it. */
  busy: boolean;
  onMove: (image: ProductImage, direction: MoveDirection) => void;
  onDelete: (image: ProductImage) => void;
};

/**
 * The product's pictures in gallery order, each with Move earlier / Move later arrows (the keyboard way to
 * reorder) and Delete. After a move, focus follows the picture to its new place.
 */
export function ProductImageGallery({ images, busy, onMove, onDelete }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const [follow, setFollow] = useState<{ id: number; direction: MoveDirection } | null>(null);

  useEffect(() => {
    if (!follow || busy || !list.current) return;
    const button = (direction: MoveDirection) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-image="${follow.id}"][data-move="${direction}"]`);
    const same = button(follow.direction);
    // At either end the button just used is disabled: the other one keeps the focus on the picture.
    (same && !same.disabled ? same : button(follow.direction === 'earlier' ? 'later' : 'earlier'))?.focus();
    setFollow(null);
  }, [follow, busy]);

  const move = (image: ProductImage, direction: MoveDirection) => {
    setFollow({ id: image.id, direction });
    onMove(image, direction);
  };

  return (
    <ol
      ref={list}
      aria-label="Pictures of this product, in the order shoppers see them"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
    >
      {images.map((image, i) => {
        const n = i + 1;
        return (
          <li key={image.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-2">
            <img
              src={image.thumb_url}
              alt={`Gallery item ${n}`}
              width={image.width}
              height={image.height}
              loading="lazy"
              className="aspect-square w-full rounded-md bg-slate-100 object-contain"
            />
            <p className="mt-2 text-xs text-slate-600">
              <span className="font-medium text-slate-800">Picture {n}</span>
              {i === 0 && ' · shown on cards'}
              <span className="block tabular-nums">
                {image.width} × {image.height}
              </span>
            </p>
            {/* Two arrows side by side and Delete under them, at the foot of every card alike (three worded
                buttons wrapped differently from card to card, and a phone's card has room for arrows only).
                The arrows' names say what they do: "Move picture 2 earlier". */}
            <div className="mt-auto grid grid-cols-2 gap-1 pt-2">
              <button
                type="button"
                data-image={image.id}
                data-move="earlier"
                className={buttonClasses('outline', 'sm')}
                aria-label={`Move picture ${n} earlier`}
                title="Move earlier"
                disabled={busy || i === 0}
                onClick={() => move(image, 'earlier')}
              >
                <span aria-hidden="true">←</span>
              </button>
              <button
                type="button"
                data-image={image.id}
                data-move="later"
                className={buttonClasses('outline', 'sm')}
                aria-label={`Move picture ${n} later`}
                title="Move later"
                disabled={busy || i === images.length - 1}
                onClick={() => move(image, 'later')}
              >
                <span aria-hidden="true">→</span>
              </button>
              <button
                type="button"
                // `!`: the outline's own text and hover colours come later in the stylesheet and would win.
                className={buttonClasses('outline', 'sm', 'col-span-2 text-red-700! hover:bg-red-50!')}
                aria-label={`Delete picture ${n}`}
                disabled={busy}
                onClick={() => onDelete(image)}
              >
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
