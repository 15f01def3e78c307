import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { BRANDS_INTRO } from '../../../content/marketing/home.ts';
import { type Brand, useBrands } from '../../../lib/api/get-brands.ts';
import { Carousel } from './Carousel.tsx';
import { EmptyNote, LoadProblem, SkeletonRow } from './LoadProblem.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { useNearScreen } from './use-in-view.ts';

/** 6 logos shown; 4 at ≤1024 px, 2 at ≤767 px, 1 at ≤480 px (spec point 2). */
const SLIDE = 'basis-full min-[30.0625rem]:basis-1/2 md:basis-1/4 min-[64.0625rem]:basis-1/6';

function BrandLogo({ brand }: { brand: Brand }) {
  return (
    <div className="flex h-24 items-center justify-center rounded-lg bg-white px-3 shadow-sm ring-1 ring-slate-200">
      {brand.logo ? (
        <img
          src={brand.logo}
          alt={`${brand.name} logo`}
          width={320}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-auto max-h-20 w-full object-contain"
        />
      ) : (
        <span className="text-center font-semibold text-slate-800">{brand.name}</span>
      )}
    </div>
  );
}

/**
 * 'Our Brand Partners' (spec point 2): an auto-playing logo carousel and 'See All' to /our-brands. Below the
 * first screen: the logos are asked for when the section nears it.
 */
export function BrandPartners() {
  const [sectionRef, near] = useNearScreen<HTMLElement>();
  const brands = useBrands({ enabled: near });
  return (
    <section ref={sectionRef} aria-labelledby="brands-title" aria-busy={brands.isPending}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="brands-title"
          title="Our Brand Partners"
          intro={BRANDS_INTRO}
          action={
            <TextLink to={paths.ourBrands} tone="strong" aria-label="See All brand partners">
              See All <span aria-hidden="true">→</span>
            </TextLink>
          }
        />
        <div className="mt-6">
          {brands.isPending ? (
            <>
              <p className="sr-only">Loading brand partners</p>
              <SkeletonRow count={6} itemClass={SLIDE} boxClass="h-24" />
            </>
          ) : brands.isError ? (
            <LoadProblem what="our brand partners" onRetry={() => void brands.refetch()} />
          ) : brands.data.length === 0 ? (
            <EmptyNote>New brand partners are on their way.</EmptyNote>
          ) : (
            <Carousel
              label="Brand partners"
              items={brands.data}
              itemKey={(brand) => String(brand.id)}
              slideClass={SLIDE}
              delayMs={3000}
              renderSlide={(brand) => <BrandLogo brand={brand} />}
            />
          )}
        </div>
      </div>
    </section>
  );
}
