import { useEffect } from 'react';
import { ShowroomEntry } from '../../../components/showroom/ShowroomEntry.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { removeStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { BecomePro } from '../components/BecomePro.tsx';
import { BelowFold } from '../components/BelowFold.tsx';
import { BrandPartners } from '../components/BrandPartners.tsx';
import { HappierCustomers } from '../components/HappierCustomers.tsx';
import { HeroVideo } from '../components/HeroVideo.tsx';
import { InspiredDesigns } from '../components/InspiredDesigns.tsx';
import { ShopByCategory } from '../components/ShopByCategory.tsx';
import { SuccessStories } from '../components/SuccessStories.tsx';
import { WhyJoin } from '../components/WhyJoin.tsx';

/**
 * Home (spec point 2): the hero (a background video behind the headline) with the showroom-ID form (the pro
 * buttons hide once a showroom is chosen), then inspired designs, brand partners, shopping by category and the
 * community and pro sections.
 */
export default function HomePage() {
  // On load the home page clears the stored category and breadcrumb (spec point 2).
  useEffect(() => removeStored(STORAGE_KEYS.category, STORAGE_KEYS.breadcrumb), []);
  const { selected } = useSelectedShowroom();

  return (
    <>
      <section className="relative isolate overflow-hidden bg-slate-900 text-white">
        <HeroVideo />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">
            Materials marketplace and 3-D showroom
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl lg:text-6xl">
            Save Time, Save Money, Build Smarter!
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-300">
            Shop your contractor’s virtual showroom, design your room in 3-D and save up to 60% on materials,
            with free nationwide delivery.
          </p>
          <div className="mt-8 max-w-xl">
            <ShowroomEntry />
          </div>
          {!selected && (
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={paths.registerContractor} size="lg">
                Sign Up as a Pro
              </ButtonLink>
              <ButtonLink to={paths.proAccount} size="lg" variant="outline">
                Learn More
              </ButtonLink>
            </div>
          )}
        </div>
      </section>
      <InspiredDesigns />
      <BelowFold>
        <BrandPartners />
      </BelowFold>
      <BelowFold>
        <ShopByCategory />
      </BelowFold>
      <BelowFold>
        <BecomePro />
      </BelowFold>
      <BelowFold>
        <WhyJoin />
      </BelowFold>
      <BelowFold>
        <SuccessStories />
      </BelowFold>
      <BelowFold>
        <HappierCustomers />
      </BelowFold>
    </>
  );
}
