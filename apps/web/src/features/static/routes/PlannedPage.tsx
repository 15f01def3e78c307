import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useSettings } from '../../../lib/settings.ts';
import { PLANNED_PAGES, type PlannedPageKey } from '../planned-pages.ts';

/** The one page for every route a later issue builds: what it is for, and that it is on its way. */
export default function PlannedPage({ page }: { page: PlannedPageKey }) {
  const { area, title, purpose, features } = PLANNED_PAGES[page];
  const { appName } = useSettings();
  useEffect(() => {
    document.title = `${title} | ${appName}`;
  }, [title, appName]);
  return (
    <section aria-labelledby="planned-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 md:py-20">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{area}</p>
      <h1 id="planned-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{purpose}</p>
      <div className="mt-8 rounded-lg border border-dashed border-brand-300 bg-brand-50 p-5 md:p-6">
        <p className="flex items-center gap-2 font-semibold text-brand-800">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-brand-600" />
          This page is being built.
        </p>
        <p className="mt-2 text-sm text-slate-700">When it is ready, you will be able to:</p>
        <ul className="mt-3 space-y-2 text-sm text-slate-700">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-700">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>Back to Home</ButtonLink>
      </div>
    </section>
  );
}
