import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { removeStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { ShowroomEntry } from '../../showroom/components/ShowroomEntry.tsx';

const STEPS = [
  {
    title: 'Enter your showroom ID',
    text: 'Your contractor or designer gives you an 8-character showroom ID.',
  },
  { title: 'Design in 3-D', text: 'Pick a floor plan and a template, and see real materials in your room.' },
  { title: 'Order once', text: 'Check out one order for all your materials, from every vendor.' },
];

/**
 * Home (spec point 2): the hero with the showroom-ID form; the pro buttons hide once a showroom is chosen.
 * Inspired designs, brand partners and category tiles are still to come (issue 3).
 */
export default function HomePage() {
  // On load the home page clears the stored category and breadcrumb (spec point 2).
  useEffect(() => removeStored(STORAGE_KEYS.category, STORAGE_KEYS.breadcrumb), []);
  const { selected } = useSelectedShowroom();

  return (
    <>
      <section className="bg-slate-900 text-white">
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
      <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="how-title" className="text-2xl font-bold text-slate-900">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 rounded-lg border border-dashed border-brand-300 bg-brand-50 p-4 text-sm text-slate-700">
          The showroom-ID search, inspired designs, brand partners and shopping by category are being built
          and will appear on this page.
        </p>
      </section>
    </>
  );
}
