import { Link } from 'react-router';
import { INSPIRED_INTRO } from '../../../content/marketing/home.ts';
import type { HomeMedia } from '../../../lib/catalog-types.ts';
import { useHomeMedia } from '../api/get-home-media.ts';
import { Carousel } from './Carousel.tsx';
import { EmptyNote, LoadProblem, SkeletonRow } from './LoadProblem.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { Tabs } from './Tabs.tsx';

/** 1 image at ≤480 px, 2 at ≤767 px, 4 from 768 px. */
const SLIDE = 'basis-full min-[30.0625rem]:basis-1/2 md:basis-1/4';

type DesignImage = HomeMedia['inspired'][number]['images'][number];

/** A render of a real design; it opens that design in the 3-D visualizer. */
function DesignSlide({ image }: { image: DesignImage }) {
  return (
    <Link
      to={image.href}
      className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <img
        src={image.src}
        alt={image.alt}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] h-auto w-full rounded-lg bg-slate-200 object-cover transition group-hover:brightness-95"
      />
      <span aria-hidden="true" className="mt-2 block text-sm font-medium text-slate-800">
        {image.alt}
      </span>
    </Link>
  );
}

/** 'Inspired Designs' (spec point 2): a tab per room, each an auto-playing carousel of its 7 images. */
export function InspiredDesigns() {
  const media = useHomeMedia();
  const tabs = media.data?.inspired ?? [];
  return (
    <section aria-labelledby="inspired-title" aria-busy={media.isPending} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="inspired-title" title="Inspired Designs" intro={INSPIRED_INTRO} />
        {media.isPending ? (
          <div className="mt-6">
            <p className="sr-only">Loading design ideas</p>
            {/* the four room tabs' widths, so they wrap as the real ones do */}
            <div className="mb-6 flex flex-wrap gap-2" aria-hidden="true">
              {['w-[110px]', 'w-[94px]', 'w-[131px]', 'w-[203px]'].map((width) => (
                <div key={width} className={`h-9 rounded-full bg-slate-200 ${width}`} />
              ))}
            </div>
            <SkeletonRow count={4} itemClass={SLIDE} boxClass="aspect-[8/5]" />
          </div>
        ) : media.isError ? (
          <LoadProblem what="the design ideas" onRetry={() => void media.refetch()} />
        ) : tabs.length === 0 ? (
          <EmptyNote>New design ideas are on their way.</EmptyNote>
        ) : (
          <div className="mt-6">
            <Tabs
              label="Rooms"
              tabs={tabs.map((tab) => ({
                label: tab.tab,
                panel: () => (
                  <Carousel
                    label={`${tab.tab} designs`}
                    items={tab.images}
                    itemKey={(image) => image.src}
                    slideClass={SLIDE}
                    renderSlide={(image) => <DesignSlide image={image} />}
                  />
                ),
              }))}
            />
          </div>
        )}
      </div>
    </section>
  );
}
