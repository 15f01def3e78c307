import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { NEAR_SCREEN, useInView } from './use-in-view.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

export type CarouselProps<T> = {
  /** Names the carousel for screen readers, e.g. 'Kitchen designs'. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
  /** Slide widths per breakpoint, e.g. 'basis-full min-[481px]:basis-1/2 md:basis-1/4'. */
  slideClass: string;
  delayMs?: number;
};

const controlClass = `inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 ${focusRing}`;

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

const ICONS = {
  prev: 'M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z',
  next: 'M7.3 4.3a1 1 0 0 0 0 1.4l4.3 4.3-4.3 4.3a1 1 0 1 0 1.4 1.4l5-5a1 1 0 0 0 0-1.4l-5-5a1 1 0 0 0-1.4 0Z',
  pause: 'M6 4h3v12H6zM11 4h3v12h-3z',
  play: 'M6 4.5v11a.5.5 0 0 0 .8.4l8.2-5.5a.5.5 0 0 0 0-.8L6.8 4.1a.5.5 0 0 0-.8.4Z',
};

/**
 * An auto-playing, looping embla carousel with previous / next buttons and a pause toggle. It pauses while
 * the pointer is over it or the keyboard is in it, and does not start by itself for reduced motion.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderSlide,
  slideClass,
  delayMs = 4000,
}: CarouselProps<T>) {
  const [autoplay] = useState(() => Autoplay({ delay: delayMs, playOnInit: false, stopOnFocusIn: false }));
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  // embla measures every slide when it starts (a forced layout): it starts once the carousel is near the
  // screen, not while the page loads. Until then the slides sit in their row as laid out.
  const near = useInView(viewport, NEAR_SCREEN);
  useEffect(() => emblaRef(near ? viewport : null), [emblaRef, near, viewport]);
  const reducedMotion = useReducedMotion();
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inView = useInView(viewport);
  const wantsPlay = userChoice ? userChoice === 'play' : !reducedMotion;
  const playing = wantsPlay && inView && !hovered && !focused;

  useEffect(() => {
    if (!emblaApi) return;
    const apply = () => {
      const plugin = emblaApi.plugins().autoplay;
      if (playing && emblaApi.scrollSnapList().length > 1) plugin?.play();
      else plugin?.stop();
    };
    apply();
    // A resize re-initialises the plugin, stopped: play again if it should.
    emblaApi.on('reInit', apply);
    return () => {
      emblaApi.off('reInit', apply);
    };
  }, [emblaApi, playing]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(event.target !== toggleRef.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={setViewport} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClass}`}
            >
              {renderSlide(item)}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-end gap-2">
        <button
          ref={toggleRef}
          type="button"
          className={controlClass}
          aria-label={wantsPlay ? `Pause ${label}` : `Play ${label}`}
          onClick={() => setUserChoice(wantsPlay ? 'pause' : 'play')}
        >
          <Icon d={wantsPlay ? ICONS.pause : ICONS.play} />
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={`Scroll ${label} back`}
          onClick={() => emblaApi?.scrollPrev()}
        >
          <Icon d={ICONS.prev} />
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={`Scroll ${label} forward`}
          onClick={() => emblaApi?.scrollNext()}
        >
          <Icon d={ICONS.next} />
        </button>
      </div>
    </section>
  );
}
