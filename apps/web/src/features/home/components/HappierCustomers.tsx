import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { HAPPIER_CUSTOMERS } from '../../../content/marketing/home.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** 'Make your customer happier' (spec point 2): the pros' way in (/pro-account, /register/contractor). */
export function HappierCustomers() {
  return (
    <section aria-labelledby="happier-title">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="grid gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10 lg:grid-cols-2 lg:items-center">
          <SectionHeading id="happier-title" title={HAPPIER_CUSTOMERS.title} intro={HAPPIER_CUSTOMERS.text} />
          <div>
            <ul className="space-y-3 text-slate-700">
              {HAPPIER_CUSTOMERS.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span aria-hidden="true" className="font-bold text-brand-700">
                    ✓
                  </span>
                  {point}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={paths.registerContractor}>Open your pro showroom</ButtonLink>
              <ButtonLink to={paths.proAccount} variant="outline">
                See pro benefits
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
