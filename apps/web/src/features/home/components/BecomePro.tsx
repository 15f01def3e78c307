import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { BECOME_PRO } from '../../../content/marketing/home.ts';
import { AppStoreBadges } from './AppStoreBadges.tsx';
import { SectionHeading } from './SectionHeading.tsx';

/** 'Become a pro' promo (spec point 2) with the mobile app's store links. */
export function BecomePro() {
  return (
    <section aria-labelledby="become-pro-title" className="bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <SectionHeading
            id="become-pro-title"
            title={BECOME_PRO.title}
            intro={BECOME_PRO.text}
            tone="dark"
          />
          <ul className="mt-5 space-y-2 text-slate-200">
            {BECOME_PRO.points.map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden="true" className="font-bold text-emerald-400">
                  ✓
                </span>
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink to={paths.proAccount} className="mt-6" size="lg">
            Explore the Pro account
          </ButtonLink>
        </div>
        <div className="rounded-lg bg-white/5 p-6 ring-1 ring-white/10">
          <h3 className="text-lg font-semibold text-white">Get the pros’ mobile app</h3>
          <p className="mt-1 mb-4 text-sm text-slate-300">
            Chat with clients and your project assistant, and follow every order on site.
          </p>
          <AppStoreBadges />
        </div>
      </div>
    </section>
  );
}
