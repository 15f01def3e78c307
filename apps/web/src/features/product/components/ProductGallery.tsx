import { galleryThumbUrl } from '@app/domain/catalog/product-images';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { focusRing } from '../../../components/ui/focus-ring.ts';

/**
 * The product's gallery: the chosen view large, every view as a thumbnail tab. Arrow keys, Home and End
 * move between thumbnails (WAI-ARIA tabs pattern); the chosen one follows the focus.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const main = images[current] ?? images[0];

  const choose = (index: number) => {
    const next = (index + images.length) % images.length;
    setCurrent(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: images.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };

  if (!main) return null;
  return (
    <div className="flex flex-col gap-3">
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${current}`}
        className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200"
      >
        <img
          src={main}
          alt={`${name}, view ${current + 1} of ${images.length}`}
          width={800}
          height={800}
          className="aspect-square h-auto w-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <div role="tablist" aria-label="Product images" className="flex gap-2" onKeyDown={onKeyDown}>
          {images.map((src, i) => (
            <button
              key={src}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              id={`${id}-tab-${i}`}
              type="button"
              role="tab"
              aria-selected={i === current}
              aria-controls={`${id}-panel`}
              aria-label={`View ${i + 1} of ${images.length}`}
              tabIndex={i === current ? 0 : -1}
              onClick={() => choose(i)}
              className={`overflow-hidden rounded-md ring-2 ${i === current ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300'} ${focusRing}`}
            >
              <img
                src={galleryThumbUrl(src)}
                alt=""
                width={80}
                height={80}
                className="size-16 object-cover md:size-20"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
