import { PageIntro } from '../../../components/content/PageIntro.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { CATALOGUE_FACTS, SAVINGS } from '../../../content/marketing/company.ts';
import { useSettings } from '../../../lib/settings.ts';

/** /about_us: who runs the marketplace and why (spec point 1). */
export default function AboutPage() {
  const { appName } = useSettings();
  return (
    <article aria-labelledby="about-title">
      <PageIntro eyebrow="About us" title={`About ${appName}`} titleId="about-title">
        <p>
          We are a contractor company from California. After years of remodelling homes we built the tool we
          always wanted: one place where homeowners and their pros design a room together and buy every
          material for it at once.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6 md:py-14">
        <section aria-labelledby="about-facts" className="rounded-lg bg-brand-900 p-6 text-white md:p-10">
          <h2 id="about-facts" className="text-2xl font-bold">
            Save up to {SAVINGS.upTo} on remodelling materials
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-6 md:grid-cols-4">
            {CATALOGUE_FACTS.map((fact) => (
              <div key={fact.label} className="flex flex-col">
                <dt className="text-sm text-brand-100">{fact.label}</dt>
                <dd className="order-first text-3xl font-black">{fact.figure}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="grid gap-8 md:grid-cols-2">
          <section aria-labelledby="about-homeowners">
            <h2 id="about-homeowners" className="text-2xl font-semibold text-slate-900">
              For homeowners
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              Enter your contractor’s showroom ID, browse templates, take the style profile and see your new
              kitchen or bathroom in 3-D before anything is ordered. Keep a shared checklist with dimensions,
              chat with your contractor, and check out once for materials from every vendor, delivered free
              across the U.S.
            </p>
            <ul className="mt-4 grid grid-cols-3 gap-3 text-center">
              {SAVINGS.averages.map((item) => (
                <li key={item.room} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
                  <span className="block text-2xl font-bold text-brand-700">{item.saving}</span>
                  <span className="text-sm text-slate-600">average {item.room.toLowerCase()} savings</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="about-pros">
            <h2 id="about-pros" className="text-2xl font-semibold text-slate-900">
              For contractors and designers
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              Open a virtual showroom with your own markup on more than 25,000 products, invite clients and
              vendors, chat with your project assistant in the mobile app, and get paid out on every sale. No
              more paper catalogues and sample runs.
            </p>
            <ButtonLink to={paths.proAccount} variant="outline" className="mt-4">
              Learn about pro accounts
            </ButtonLink>
          </section>
        </div>

        <section aria-labelledby="about-values">
          <h2 id="about-values" className="text-2xl font-semibold text-slate-900">
            What we stand for
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {[
              ['Honest prices', 'You always see the price you pay, in US dollars, before you order.'],
              [
                'Pros first',
                'Licensed contractors, verified within 24 hours, keep their clients and margin.',
              ],
              ['One order', 'Many vendors, one cart, one payment and free nationwide delivery.'],
            ].map(([title, text]) => (
              <div key={title} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </div>
            ))}
          </div>
        </section>

        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.howItWorks}>See how it works</ButtonLink>
          <ButtonLink to={paths.contact} variant="outline">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
